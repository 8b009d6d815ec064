/**
 * The hidden fields of the public forms (contact, application, client alerts), named once for
 * the pages that render them and the routes that read them. People never see or fill the
 * honeypot; the token says when the form was rendered.
 */
export const HONEYPOT_FIELD = 'website'
export const TOKEN_FIELD = 'formToken'
/** The contact form's addressee: an attorney or a practice area, when the form is on their page. */
export const TARGET_FIELD = 'target'
/** The opening applied for: its slug, '' for an open application. */
export const OPENING_FIELD = 'opening'
/** A CV kept from a refused try. */
export const KEPT_CV_FIELD = 'cvKept'
