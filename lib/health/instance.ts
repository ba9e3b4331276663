import { randomBytes } from 'node:crypto';

// Opaque on purpose: it tells instances apart (the cluster names each one) and reveals neither host nor process.
const id = process.env.INSTANCE_ID?.trim() || randomBytes(6).toString('hex');

/** This process's instance id: INSTANCE_ID when the supervisor sets one, else random per process. */
export function instanceId(): string {
  return id;
}
