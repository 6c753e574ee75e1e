import { describe, expect, it } from 'vitest';
import { buildAuthModeRefusal } from './build-auth-mode';

describe('build auth mode guard', () => {
  it('refuses a build in local mode (frontend/.env) unless PORTAL_LOCAL_BUILD=1 asks for it', () => {
    expect(buildAuthModeRefusal({ command: 'build', authMode: 'local', localBuild: undefined })).toMatch(/VITE_AUTH_MODE=entra.*PORTAL_LOCAL_BUILD=1/);
    expect(buildAuthModeRefusal({ command: 'build', authMode: undefined, localBuild: undefined })).toMatch(/"local" auth mode/);
    expect(buildAuthModeRefusal({ command: 'build', authMode: 'local', localBuild: 'true' })).not.toBeNull();
    expect(buildAuthModeRefusal({ command: 'build', authMode: 'local', localBuild: '1' })).toBeNull();
  });

  it('lets an entra build through without the flag', () => {
    expect(buildAuthModeRefusal({ command: 'build', authMode: 'entra', localBuild: undefined })).toBeNull();
  });

  it('never stops the dev server or the test runner', () => {
    expect(buildAuthModeRefusal({ command: 'serve', authMode: 'local', localBuild: undefined })).toBeNull();
  });
});
