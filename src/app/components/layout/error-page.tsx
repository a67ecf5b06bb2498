import { ButtonLink } from '../ui/button.tsx';

const copy: Record<number, { title: string; body: string }> = {
  404: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved. Try one of these instead.',
  },
};

/** Shown for unknown addresses (404) and for unexpected failures. */
export function ErrorPage({ status }: { status: number }) {
  const text = copy[status] ?? {
    title: 'Something went wrong',
    body: 'An unexpected error occurred. Please try again, or contact us if the problem continues.',
  };
  return (
    <section className="container-page section text-center">
      <p className="eyebrow">Error {status}</p>
      <h1 className="mt-2 text-4xl sm:text-5xl">{text.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{text.body}</p>
      <nav aria-label="Helpful links" className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">Home</ButtonLink>
        <ButtonLink to="/services" variant="outline">
          Services
        </ButtonLink>
        <ButtonLink to="/blog" variant="outline">
          Blog
        </ButtonLink>
        <ButtonLink to="/contact" variant="outline">
          Contact us
        </ButtonLink>
      </nav>
    </section>
  );
}
