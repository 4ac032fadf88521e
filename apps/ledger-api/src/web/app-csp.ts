/** The web app's page fetches only from this origin and runs only its own script and style sheet (no inline code). */
export const APP_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
