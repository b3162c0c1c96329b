/*
 * The seo feature's published face, for the web pages: what a page's head is, and where it goes in the web app's
 * index.html. The head itself is written by `seoService.pageHead`, passed to the web routes in `app.ts`.
 */

/** A page's title and meta tags, and the status the page answers with (an unknown brand or product is 404). */
export type PageHead = { status: 200 | 404; head: string };

const START = /<!--\s*page-meta:start[\s\S]*?-->/;
const END = /<!--\s*page-meta:end\s*-->/;

/**
 * The web app's index.html cut once, at start, around its marked place for the tags (`<!-- page-meta:start … -->`
 * to `<!-- page-meta:end -->`); what the template holds there (its default title) is `defaultHead`. A build from
 * before the markers existed gets the tags just before `</head>`.
 */
export function splitTemplate(html: string): { before: string; after: string; defaultHead: string } {
  const start = START.exec(html);
  const end = END.exec(html);
  if (start && end && end.index > start.index) {
    const open = start.index + start[0].length;
    return {
      before: `${html.slice(0, open)}\n    `,
      after: `\n    ${html.slice(end.index)}`,
      defaultHead: html.slice(open, end.index).trim(),
    };
  }
  const head = html.indexOf('</head>');
  if (head < 0) throw new Error('index.html has no </head>: there is nowhere to put the page tags');
  return { before: `${html.slice(0, head)}  `, after: `\n  ${html.slice(head)}`, defaultHead: '' };
}
