// Before anything else: the page's CSP nonce for the styles and chunks added from here on.
import { installPageNonce } from './security/csp-nonce';
import { fetchRegistryEarly } from './federation/registry';

installPageNonce();
fetchRegistryEarly();
// The async boundary lets the federation runtime negotiate shared singletons before any import runs.
import('./bootstrap');
