const storageKey = 'andel.governance.copyDecisionsFrom';

/** The project last chosen for copying decisions, remembered for the browser session (seed 002, section 9). */
export const rememberedCopySource = (): string => {
  try {
    return window.sessionStorage.getItem(storageKey) ?? '';
  } catch {
    return '';
  }
};

export const rememberCopySource = (projectId: string) => {
  try {
    if (projectId) window.sessionStorage.setItem(storageKey, projectId);
    else window.sessionStorage.removeItem(storageKey);
  } catch {
    // Private mode: nothing is remembered.
  }
};
