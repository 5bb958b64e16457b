// The temporary-user login and getTenantIdAnTypeByUsername send credentials encrypted with a fixed
// symmetric key (spec 01 §7, spec 02 §6). A key every browser downloads is obfuscation, not
// security: it keeps the password out of casual logs and proxies. TLS protects the transport.
// The server decrypts with node:crypto using the same constants (AES-128-CBC, PKCS#7, base64).

export const CREDENTIAL_KEY = 'ispPortalCred#16';
export const CREDENTIAL_IV = 'ispPortalIv#2026';

const bytes = (text: string) => new TextEncoder().encode(text);

function toBase64(data: ArrayBuffer): string {
  let binary = '';
  for (const b of new Uint8Array(data)) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** Encrypts with Web Crypto (browser, and Node ≥ 19 where globalThis.crypto exists). */
export async function encryptCredential(plain: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  // Web Crypto exists only on secure origins (https, localhost, 127.0.0.1).
  if (!subtle) throw new Error('Web Crypto is not available: serve the portal over https');
  const key = await subtle.importKey('raw', bytes(CREDENTIAL_KEY), { name: 'AES-CBC' }, false, ['encrypt']);
  return toBase64(await subtle.encrypt({ name: 'AES-CBC', iv: bytes(CREDENTIAL_IV) }, key, bytes(plain)));
}
