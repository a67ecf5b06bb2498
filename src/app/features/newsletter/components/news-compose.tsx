import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  NEWSLETTER_DELIVERY_MESSAGES as D,
  NEWSLETTER_NEWS_LIMITS,
  NEWSLETTER_NEWS_MESSAGES as M,
} from '../../../../shared/newsletter-delivery.ts';
import { htmlToText } from '../../../../shared/blog-authoring.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PostBody } from '../../../components/partials/post-body.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { uploadBlogImage } from '../../../lib/api/blog.ts';
import { newsletterAudience, sendNewsletterNews } from '../../../lib/api/newsletter-delivery.ts';
import { useSessionUser } from '../../accounts/public.ts';
import { AUTHORING_COPY, ContentField } from '../../authoring/public.ts';
import { useToast } from '../../toast/public.ts';

/**
 * Staff write industry news: a subject and a body in the blog's editor, a
 * preview, a test to their own address, then the send to every confirmed
 * subscriber with industry news on. The form's key makes a second press
 * of Send answer "already sent" instead of sending twice.
 */
export function NewsCompose() {
  const user = useSessionUser();
  const toast = useToast();
  const navigate = useNavigate();
  const [key] = useState(() => crypto.randomUUID());
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState<'test' | 'send' | null>(null);
  const [audience, setAudience] = useState<number | undefined>(undefined);
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void newsletterAudience('news').then((result) => {
      if (live && result.ok && result.data) setAudience(result.data.recipients);
    });
    return () => {
      live = false;
    };
  }, [userId]);

  /** The same checks as the server, before anything is sent. */
  function problems(): Record<string, string> {
    const found: Record<string, string> = {};
    const trimmed = subject.trim();
    if (!trimmed) found['subject'] = M.subjectRequired;
    else if (trimmed.length > NEWSLETTER_NEWS_LIMITS.subject) found['subject'] = M.subjectTooLong;
    if (!htmlToText(content)) found['content'] = M.contentRequired;
    else if (content.length > NEWSLETTER_NEWS_LIMITS.content) found['content'] = M.contentTooLong;
    return found;
  }

  async function send(test: boolean) {
    const found = problems();
    setErrors(found);
    if (Object.keys(found).length) return;
    if (
      !test &&
      !window.confirm(`Send “${subject.trim()}” to ${audience ?? 'every'} subscribers?`)
    ) {
      return;
    }
    setBusy(test ? 'test' : 'send');
    const result = await sendNewsletterNews({ key, subject, content, test });
    setBusy(null);
    if (!result.ok) {
      setErrors(
        Object.fromEntries(
          Object.entries(result.fieldErrors ?? {}).map(([field, list]) => [field, list[0] ?? '']),
        ),
      );
      setBanner({ ok: false, message: result.message ?? D.actionFailed });
      return;
    }
    if (test) {
      setBanner({ ok: true, message: result.message ?? D.testSent });
      return;
    }
    toast.success(result.message ?? M.started);
    void navigate('/dashboard/newsletters');
  }

  const uploadImage = async (file: File) => {
    const body = new FormData();
    body.append('image', file);
    const result = await uploadBlogImage(body);
    return result.ok && result.data
      ? { ok: true as const, image: result.data }
      : { ok: false as const, message: result.message ?? AUTHORING_COPY.editor.uploadFailed };
  };

  return (
    <div className="container-page section grid gap-6">
      <header>
        <Link to="/dashboard/newsletters" className="font-semibold text-brand-700 hover:underline">
          Back to Newsletters
        </Link>
        <h1 className="mt-2 text-3xl font-bold text-ink">Write industry news</h1>
        <p className="text-muted">
          Goes once to{' '}
          {audience === undefined ? 'the subscribers' : `the ${audience} confirmed subscribers`} who
          asked for industry news. Send yourself a test first.
        </p>
      </header>
      {banner ? <Alert tone={banner.ok ? 'success' : 'error'}>{banner.message}</Alert> : null}
      <form
        method="post"
        className="grid gap-6"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send(false);
        }}
      >
        <TextField
          label="Subject"
          required
          value={subject}
          maxLength={NEWSLETTER_NEWS_LIMITS.subject}
          error={errors['subject']}
          onChange={(event) => setSubject(event.target.value)}
        />
        <ContentField
          value={content}
          error={errors['content']}
          mode="create"
          onChange={setContent}
          uploadImage={uploadImage}
        />
        <section aria-labelledby="news-preview" className="grid gap-2">
          <h2 id="news-preview" className="text-lg font-semibold text-ink">
            Preview
          </h2>
          <div className="rounded-lg border border-line bg-white p-4">
            <p className="text-xl font-bold text-ink">{subject.trim() || 'Your subject'}</p>
            {/* The author's own editor HTML, shown back to them; the server sanitizes what it sends. */}
            <div className="mt-3">
              <PostBody html={content} origin={undefined} />
            </div>
          </div>
        </section>
        <div className="flex flex-wrap gap-3">
          <Button
            type="button"
            variant="outline"
            disabled={busy !== null}
            onClick={() => void send(true)}
          >
            {busy === 'test' ? 'Sending…' : 'Send a test to my address'}
          </Button>
          <Button type="submit" disabled={busy !== null}>
            {busy === 'send'
              ? 'Sending…'
              : audience === undefined
                ? 'Send to subscribers'
                : `Send to ${audience} ${audience === 1 ? 'subscriber' : 'subscribers'}`}
          </Button>
        </div>
      </form>
    </div>
  );
}
