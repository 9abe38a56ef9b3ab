/**
 * The footer's newsletter box (issue 18). Placeholder until the newsletter lands: renders nothing,
 * so the footer never shows a Subscribe button that does nothing.
 */
export function NewsletterSignup() {
  return null;
}
