import { DEMO_IDENTITIES } from '@portal/common/demo/demo-identities';

/** The demo identities, one line each, as `npm start` and `npm run start:local-services` print them. */
export function demoIdentityLines(): string {
  return DEMO_IDENTITIES.map((identity) => `  ${identity.email.padEnd(34)} ${identity.roleEn}`).join('\n');
}

/** Ctrl-C (or SIGTERM) closes what was started, then exits; a second Ctrl-C exits at once. */
export function closeOnSignals(close: () => Promise<void>): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) process.exit(1);
      stopping = true;
      console.log('\nStopping...');
      void close().then(() => process.exit(0));
    });
  }
}
