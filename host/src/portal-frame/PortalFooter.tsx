import { useTranslation } from 'react-i18next';
import { navigation } from '@portal/shared/core';
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
        <a onClick={() => navigation.open('/statement')} data-testid="footer-statement">{t('footer.statement')}</a>
      </p>
      <p data-testid="footer-phone">{t('footer.phone')}</p>
      <p>
        <a href="https://beian.miit.gov.cn" target="_blank" rel="noopener noreferrer" data-testid="footer-icp">{t('footer.icp')}</a>
        {'  '}
        <a href="https://www.beian.gov.cn" target="_blank" rel="noopener noreferrer">{t('footer.police')}</a>
      </p>
    </footer>
  );
}
