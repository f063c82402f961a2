/**
 * The external page's addresses (no account): the local server and CloudFront answer them with external.html,
 * the external page's own slim entry, instead of the staff app's index.html. A path below one (/report/...) too.
 */
export const EXTERNAL_PAGE_PATHS = ["/external", "/whistle", "/report"] as const;

/** Is this request path one of the external page's (the path itself or below it)? */
export const isExternalPagePath = (path: string) =>
  EXTERNAL_PAGE_PATHS.some((page) => path === page || path === `${page}/` || path.startsWith(`${page}/`));
