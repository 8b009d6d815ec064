/**
 * The public addresses of the client alerts' subscription, shared by the form, the
 * routes and the emails. Each is also served under `/en` (English pages and emails).
 */

/** The form posts here (every page's footer, and blog and publication pages). */
export const SUBSCRIBE_ACTION = '/subscribe'
/** Where a request is answered (the same words whatever the address's standing). */
export const SUBSCRIBE_SENT_PATH = '/subscribe/sent'
/** The confirmation link's page (a button that confirms: mail scanners follow links, never press buttons). */
export const CONFIRM_PATH = '/subscribe/confirm'
/** One-click unsubscribe (RFC 8058: a POST from the mail program) and its page for people. */
export const UNSUBSCRIBE_PATH = '/subscribe/unsubscribe'
/** The page where a subscriber changes interests, language and name. */
export const MANAGE_PATH = '/subscribe/manage'
/** The query parameter that carries a signed link token. */
export const LINK_PARAM = 't'
/**
 * The subscribe page's parameter naming a regulation to follow (its slug: a regulation page's
 * Ikuti peraturan ini), and the manage page's naming regulations offered to follow (ids, comma
 * separated: the note to an address already subscribed).
 */
export const FOLLOW_PARAM = 'follow'

/** Every path of the subscription that takes a POST, in both languages (App Check leaves them to their own checks). */
export const SUBSCRIPTION_WRITE_PATHS: readonly string[] = [SUBSCRIBE_ACTION, CONFIRM_PATH, UNSUBSCRIBE_PATH, MANAGE_PATH].flatMap((path) => [path, `/en${path}`])
