import { Col, Row } from 'antd';
import { RemoteComponent, usePortalSession } from '@portal/shared/react';
import { BannerCarousel } from './BannerCarousel';
import { BiddingBlock } from './BiddingBlock';
import { InfoBlock } from './InfoBlock';
import { NonBiddingBlock } from './NonBiddingBlock';
import { ProcessStrip } from './ProcessStrip';
import { WelcomePanel } from './WelcomePanel';
import './home.css';

/** The compact login card's height (px, every width): held while it loads, so the lists do not jump. */
const LOGIN_CARD_HEIGHT = 480;

export default function HomePage() {
  const { accessToken, portalUser, tempUser } = usePortalSession();
  const loggedIn = Boolean(accessToken && (portalUser || tempUser));
  return (
    <div className="public-home" data-testid="public-home">
      {/* mf-supplier's banner of the registration's or change request's state (it owns those calls
          and texts); hidden while empty (home.css). */}
      {loggedIn && (
        <div className="home-decision-banner" data-testid="home-decision-banner">
          <RemoteComponent remote="mf_supplier" exposed="DecisionBanner" props={{}} quiet />
        </div>
      )}
      <BannerCarousel />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={17}>
          <BiddingBlock />
        </Col>
        <Col xs={24} lg={7}>
          <div data-testid="home-login-slot">
            {loggedIn ? <WelcomePanel /> : <RemoteComponent remote="mf_auth" exposed="LoginCard" props={{ compact: true }} loadingHeight={LOGIN_CARD_HEIGHT} />}
          </div>
        </Col>
        <Col xs={24} lg={17}>
          <NonBiddingBlock />
        </Col>
        <Col xs={24} lg={7}>
          <InfoBlock type="ANNOUNCE" />
        </Col>
        <Col span={24}>
          <ProcessStrip />
        </Col>
        <Col xs={24} md={12}>
          <InfoBlock type="NEWS" />
        </Col>
        <Col xs={24} md={12}>
          <InfoBlock type="HELP" />
        </Col>
      </Row>
    </div>
  );
}
