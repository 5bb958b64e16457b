import { serverNow } from '@portal/shared/core';
import { Alert, App, Button, Flex, Modal, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalLink, portalLinkProps } from '@portal/shared/react';
import { signUp } from '../../sourcing-api/sourcing.api';
import { currentDeadline, isSignedUp, quotationPathOf, type SourceDetail, type SourceMe } from '../../sourcing-api/sourcing-types';

export interface SignUpPanelProps {
  source: SourceDetail;
  /** Whoever reads: a visitor, or a logged-in supplier (then `source.me` says what it is to the source). */
  visitor: boolean;
  /** The sign-up went through (the page keeps the detail: a supplier's detail is read once per puzzle). */
  onSignedUp: (me: SourceMe) => void;
  now?: number;
}

/**
 * What the reader may do with the source (spec 02 §5): a visitor is asked to log in; a supplier that
 * is not qualified or not invited is told why not; a sealed-mail source is quoted offline; otherwise
 * sign up (choosing a bid package when the source has them) and go on to the quotation screen.
 */
export function SignUpPanel({ source, visitor, onSignedUp, now = serverNow() }: SignUpPanelProps) {
  const { t } = useTranslation('mf-sourcing');
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const [choosing, setChoosing] = useState(false);
  const [chosen, setChosen] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const me = source.me ?? null;
  const packages = source.packages ?? [];
  const deadline = currentDeadline(source);
  const open = deadline ? Date.parse(deadline) > now : false;
  const signedUp = isSignedUp(me);
  const quotationHref = quotationPathOf(source);

  if (visitor) {
    return (
      <Alert
        type="info"
        showIcon
        data-testid="signup-visitor"
        title={tc('login.loginToQuote')}
        action={
          <PortalLink to="/login" data-testid="signup-login-link">
            {t('signUp.login')}
          </PortalLink>
        }
      />
    );
  }
  if (!me) return null;
  if (!me.qualified) return <Alert type="warning" showIcon data-testid="signup-not-qualified" title={tc('validation.notQualifiedSupplier')} />;
  if (source.invitationOnly && !me.invited) return <Alert type="warning" showIcon data-testid="signup-not-invited" title={tc('validation.notInvitedSupplier')} />;
  if (source.sealedMail) return <Alert type="info" showIcon data-testid="signup-sealed-mail" title={t('signUp.sealedMail')} />;

  async function register(bidPackageName?: string) {
    setBusy(true);
    try {
      await signUp(String(source.sourceNum ?? ''), bidPackageName);
      const signedUpPackages = bidPackageName ? [...new Set([...(me?.signedUpPackages ?? []), bidPackageName])] : (me?.signedUpPackages ?? []);
      onSignedUp({ ...(me as SourceMe), signedUp: true, signedUpPackages });
      message.success(t('signUp.done'));
      setChoosing(false);
      setChosen(undefined);
    } catch {
      // The HTTP client has shown the server's reason.
    } finally {
      setBusy(false);
    }
  }

  const remaining = packages.filter((p) => !me.signedUpPackages.includes(p.name));
  // In round 2 with no quotation of that round: the way to it only when the server would take one.
  const roundTwoRefused = (source.currentRound ?? 1) === 2 && !me.quotation && me.mayQuoteRound2 === false && open;
  return (
    <Flex vertical gap={8} data-testid="signup-panel" data-signed-up={signedUp ? 'yes' : 'no'}>
      {signedUp && (
        <Alert
          type="success"
          showIcon
          data-testid="signup-done"
          title={t('signUp.signedUp')}
          description={
            me.signedUpPackages.filter(Boolean).length > 0 ? (
              <span>
                {t('signUp.packages')}{' '}
                {me.signedUpPackages.filter(Boolean).map((p) => (
                  <Tag key={p}>{p}</Tag>
                ))}
              </span>
            ) : undefined
          }
        />
      )}
      <Flex gap={8} wrap>
        {open && (!signedUp || remaining.length > 0) && (
          <Button
            type={signedUp ? 'default' : 'primary'}
            loading={busy}
            data-testid="signup-button"
            onClick={() => (packages.length > 0 ? setChoosing(true) : void register())}
          >
            {signedUp ? t('signUp.anotherPackage') : t('signUp.button')}
          </Button>
        )}
        {signedUp && roundTwoRefused && (
          // Round 2 is offered only where the server takes it (sent in round 1); the reason, by name.
          <Alert type="info" showIcon data-testid="round-two-refused" data-rule={me.roundTwoRefusal ?? ''} title={t(`roundTwo.${me.roundTwoRefusal ?? 'secondRoundNotOpen'}`)} />
        )}
        {signedUp && !roundTwoRefused && (
          <Button type="primary" data-testid="quotation-link" {...portalLinkProps(quotationHref, { sourceId: source.sourceId })}>
            {me.quotation?.status === 'sent' ? t('signUp.viewQuotation') : t('signUp.toQuotation')}
          </Button>
        )}
        {!open && !signedUp && <Typography.Text type="secondary" data-testid="signup-closed">{t('signUp.closed')}</Typography.Text>}
      </Flex>
      <Modal
        open={choosing}
        title={t('signUp.choosePackage')}
        onCancel={() => setChoosing(false)}
        okText={t('signUp.button')}
        okButtonProps={{ disabled: !chosen, loading: busy, ...({ 'data-testid': 'signup-package-ok' } as Record<string, string>) }}
        onOk={() => {
          if (!chosen) return void message.error(tc('validation.bidPackageRequired'));
          void register(chosen);
        }}
        destroyOnHidden
      >
        <Select
          style={{ width: '100%' }}
          placeholder={tc('validation.bidPackageRequired')}
          value={chosen}
          onChange={setChosen}
          data-testid="signup-package"
          options={remaining.map((p) => ({ value: p.name, label: t('signUp.packageOption', { name: p.name, count: p.lineCount }) }))}
        />
      </Modal>
    </Flex>
  );
}
