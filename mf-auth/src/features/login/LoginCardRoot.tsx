// Entry of the exposed './LoginCard': another remote renders it inside its own PortalRoot, so only
// this remote's texts need registering here (the host usually has them already from the manifest).
import { registerNamespace } from '@portal/shared/core';
import { manifest } from '../../manifest';
import LoginCard from './LoginCard';

registerNamespace(manifest.namespace, manifest.locales);

export default LoginCard;
