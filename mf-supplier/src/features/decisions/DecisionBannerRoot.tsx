// Entry of the exposed './DecisionBanner': mf-public's home page renders it inside its own
// PortalRoot, so this remote's texts are registered here (the host may not have loaded them).
import { registerNamespace } from '@portal/shared/core';
import { manifest } from '../../manifest';
import { DecisionBanner } from './DecisionBanner';

registerNamespace(manifest.namespace, manifest.locales);

export default DecisionBanner;
