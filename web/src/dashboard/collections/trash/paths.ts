/** The address of Sampah in the dashboard, apart from its page (the server's routes need no React to know it). */
export const TRASH_PATH = '/dashboard/trash'
