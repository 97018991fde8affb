/**
 * The account's names for the site's form helpers (lib/forms/ui.ts), kept for the seller dashboard's
 * sale details until it moves to lib/forms; new code imports lib/forms/ui.ts.
 */
export {
  FormUiContext as AccountUiContext,
  formUiOver as accountUiOver,
  makeFormUi as makeAccountUi,
  useFormUi as useAccountUi,
  type FormUi as AccountUi,
  type Lang,
  type Strings,
} from '../../lib/forms/ui.ts';
