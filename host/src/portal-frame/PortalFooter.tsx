import { useTranslation } from 'react-i18next';
import { PortalLink } from '@portal/shared/react';
import { FRAME_NS } from './frame-locales';

/** Footer of the public pages: copyright with the company link, the service phone and the filing links. */
export function PortalFooter() {
  const { t } = useTranslation(FRAME_NS);
  return (
    <footer className="pf-footer" data-testid="portal-footer">
      <p>
        {t('footer.copyright')}{' '}
        <a href="https://www.chng.com.cn" target="_blank" rel="noopener noreferrer" data-testid="footer-company">{t('footer.company')}</a>
        {' | '}
        <PortalLink to="/statement" newTab data-testid="footer-statement">{t('footer.statement')}</PortalLink>
      </p>
      <p data-testid="footer-phone">{t('footer.phone')}</p>
      <p className="pf-filing">
        <a href="https://beian.miit.gov.cn" target="_blank" rel="noopener noreferrer" data-testid="footer-icp">{t('footer.icp')}</a>
        <a href="https://www.beian.gov.cn" target="_blank" rel="noopener noreferrer">{t('footer.police')}</a>
      </p>
    </footer>
  );
}
