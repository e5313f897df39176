/** One record as the back office reads and writes it: its fields and its id. */
export type AdminRecord = Record<string, unknown> & { id: number };
