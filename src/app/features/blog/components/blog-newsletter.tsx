import { NewsletterSignup } from '../../newsletter/public.ts';
import { blogNewsletterCopy } from '../content/newsletter-copy.ts';

/** The blog's newsletter offer: the compact form (no name fields) and the floating popup. */
export function BlogNewsletter({ className }: { className?: string }) {
  return (
    <>
      <section
        aria-labelledby="blog-newsletter"
        className={`rounded-(--radius-card) border border-line bg-brand-50 p-6 sm:p-8 ${className ?? ''}`}
      >
        <h2 id="blog-newsletter" className="text-xl sm:text-2xl">
          {blogNewsletterCopy.title}
        </h2>
        <p className="mt-1 text-muted">{blogNewsletterCopy.description}</p>
        <NewsletterSignup variant="compact" source="blog" className="mt-4 max-w-xl" />
      </section>
      <NewsletterSignup variant="popup" source="blog" />
    </>
  );
}
