import { atom } from 'nanostores';
import type { ListingForm } from '../../../../shared/contract/selling.ts';
import { emptyListingForm, fromListingForm, type ListingFormState } from './form.ts';

/**
 * The spec's listing-form slice (section 4, "Listing form"): the form data, changed one field by
 * name; a reset that returns every field to empty or false; the sub-category id set on its own;
 * and the `SuccessListing` flag at the top level, set when a listing is submitted.
 */
export interface ListingFormSlice {
  data: ListingFormState;
  SuccessListing: boolean;
}

export const $listingForm = atom<ListingFormSlice>({ data: emptyListingForm(), SuccessListing: false });

/** Sets one field of the form by name. */
export function setListingField<K extends keyof ListingFormState>(name: K, value: ListingFormState[K]): void {
  const slice = $listingForm.get();
  if (Object.is(slice.data[name], value)) return;
  $listingForm.set({ ...slice, data: { ...slice.data, [name]: value } });
}

/** Sets the sub-category id (the spec keeps this its own action). */
export function setSubCategoryId(subCategoryId: string | null): void {
  setListingField('subCategoryId', subCategoryId || null);
}

/** Returns every field to empty or false. */
export function resetListingForm(): void {
  $listingForm.set({ ...$listingForm.get(), data: emptyListingForm() });
}

/** Replaces the form with a saved one (a resumed draft). */
export function restoreListingForm(form: ListingForm): void {
  $listingForm.set({ ...$listingForm.get(), data: fromListingForm(form) });
}

/** The listing-success action: sets the top-level flag. */
export function setSuccessListing(success: boolean): void {
  $listingForm.set({ ...$listingForm.get(), SuccessListing: success });
}

/** The form as it stands. */
export function currentForm(): ListingFormState {
  return $listingForm.get().data;
}
