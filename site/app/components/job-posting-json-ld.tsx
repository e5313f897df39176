import { jsonLdText } from '~/utils/job-posting';

/** The job page's schema.org JobPosting for search engines (docs/seo-and-feeds.md), built by the loader. */
export function JobPostingJsonLd({ posting }: { posting: object | null | undefined }) {
  if (!posting) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(posting) }} />;
}
