/** The address of Pengalihan in the dashboard, apart from its page (the server's routes need no React to know it). */
export const REDIRECTS_PATH = '/dashboard/redirects'
