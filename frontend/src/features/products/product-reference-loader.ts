/**
 * Loads the export and citation code on first use (spec 7-reports §7.4.1): the products pages
 * carry only this loader; a failed load is tried again by the next press.
 */
import { notifyErrorMessage } from '../../lib/notify';
import type * as References from './product-references';

type ReferenceModule = typeof References;

let loading: Promise<ReferenceModule> | null = null;

export function loadReferenceCode(): Promise<ReferenceModule> {
  loading ??= import('./product-references').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The module, or null after the error toast "This action could not be loaded…". */
export async function referenceCodeOrToast(): Promise<ReferenceModule | null> {
  try {
    return await loadReferenceCode();
  } catch (error) {
    console.error(error);
    notifyErrorMessage('citations.loadFailed');
    return null;
  }
}
