import { validatePasswordChanged } from '@portal/shared/core';
import { forgetReplacedPassword, rememberReplacedPassword, replacedPassword } from './replaced-password';

describe('the password a forced change replaces', () => {
  afterEach(forgetReplacedPassword);

  it('is known for the user who logged in, whatever the case of the name, and refused as the new one', () => {
    rememberReplacedPassword('ChangePW01', 'Portal@2026');
    expect(replacedPassword('changepw01')).toBe('Portal@2026');
    expect(validatePasswordChanged('Portal@2026', replacedPassword('changepw01'))).toBe('validation.passwordUnchanged');
    expect(validatePasswordChanged('Portal@2027', replacedPassword('changepw01'))).toBeNull();
  });

  it('is not offered for another user, nor once forgotten', () => {
    rememberReplacedPassword('changepw01', 'Portal@2026');
    expect(replacedPassword('supplier01')).toBeUndefined();
    forgetReplacedPassword();
    expect(replacedPassword('changepw01')).toBeUndefined();
    expect(validatePasswordChanged('Portal@2026', undefined)).toBeNull();
  });
});
