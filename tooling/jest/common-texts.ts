// In the page the host registers the common texts before any remote runs; a unit test of a remote's
// or the shared package's screens starts from the same page state.
import { registerCommonTexts } from '@portal/shared/common-texts';

registerCommonTexts();
