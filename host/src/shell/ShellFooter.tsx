import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';

const COMPANY_URL = 'https://www.example-energy.cn';
const ICP_URL = 'https://beian.miit.gov.cn/';
const POLICE_URL = 'https://beian.mps.gov.cn/';

/** Copyright line with the company link, the contact phone line and the filing-site links. */
export function ShellFooter() {
  const { t } = useTranslation('host');
  return (
    <Layout.Footer className="shell-footer" data-testid="shell-footer">
      <div>
        {t('shellFooter.copyright')}{' '}
        <a href={COMPANY_URL} target="_blank" rel="noreferrer" data-testid="footer-company">{t('shellFooter.company')}</a>
      </div>
      <div>{t('shellFooter.phone')}</div>
      <div className="shell-footer-filing">
        <a href={ICP_URL} target="_blank" rel="noreferrer" data-testid="footer-icp">{t('shellFooter.icp')}</a>
        <a href={POLICE_URL} target="_blank" rel="noreferrer" data-testid="footer-police">{t('shellFooter.police')}</a>
      </div>
    </Layout.Footer>
  );
}
