/** The address of Lowongan in the dashboard, apart from its page (the server's routes need no React to know it). */
export const LIST_PATH = '/dashboard/openings'
