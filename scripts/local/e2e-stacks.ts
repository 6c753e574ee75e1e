/**
 * The stacks of the end-to-end stage (docs/adr/0050): scripts/test.ts passes each one's
 * PORTAL_TEST_* variables as the JSON array PORTAL_TEST_STACKS, the first being the stack the API
 * tests used. Playwright runs one worker per stack; its config, which every worker process loads
 * before any test file, points the worker's PORTAL_TEST_* variables at its own stack.
 */
export type StackVariables = Record<string, string>;

export function e2eStacks(env: NodeJS.ProcessEnv = process.env): StackVariables[] {
  const listed = env.PORTAL_TEST_STACKS;
  return listed ? (JSON.parse(listed) as StackVariables[]) : [];
}

/** In a worker (TEST_PARALLEL_INDEX set by Playwright), takes on the variables of the worker's stack. */
export function useWorkerStack(env: NodeJS.ProcessEnv = process.env): void {
  const own = e2eStacks(env)[Number(env.TEST_PARALLEL_INDEX ?? 0)];
  if (own) Object.assign(env, own);
}
