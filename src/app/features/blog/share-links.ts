/** The networks the share menu offers, each with its sharing page for an address and a title. */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${t}` },
    { network: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    {
      network: 'LinkedIn',
      href: `https://www.linkedin.com/shareArticle?mini=true&url=${u}&title=${t}`,
    },
  ] as const;
}
