import { proxy } from 'valtio';
import { formsState } from './forms.ts';

export const uiState = proxy({ isGlobalLoading: false });

/** The global-loading flag also drives the forms loading flag (spec section 4). */
export function setGlobalLoading(loading: boolean): void {
  uiState.isGlobalLoading = loading;
  formsState.isLoading = loading;
}
