/** The time source of the ledger and the sweep: injectable, so tests and `--now` can move it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

const dayMs = 24 * 60 * 60 * 1000;

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * dayMs);
