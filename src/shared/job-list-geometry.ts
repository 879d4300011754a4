// The job list's geometry, shared by the window's list (JobList.tsx) and the first rows browser mode's
// server writes into the page (job-rows-markup.ts), so both put the same rows in the same places.
export const JOB_ROW_HEIGHT = 52;
export const JOB_LIST_OVERSCAN = 12;
/** The job list's first page (useJobPages' PAGE_SIZE, FIRST_JOB_PAGE's limit). */
export const FIRST_PAGE_ROWS = 50;
/** How tall the list is taken to be before it is measured: its first render then holds exactly the first page. */
export const FIRST_ROWS_HEIGHT = (FIRST_PAGE_ROWS - JOB_LIST_OVERSCAN) * JOB_ROW_HEIGHT;
