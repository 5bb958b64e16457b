import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PortalLink } from '@portal/shared/react';
import type { SupplierOutcome } from '../sourcing-api/sourcing-types';

/**
 * What the server told the supplier of a source's outcome (issue 33): its rank by total and the
 * number of bidders once the bids are open, and once awarded whether it won, with the result
 * notice linked. Nothing is shown before the opening: the server sends nothing then.
 */
export function OutcomeTags({ outcome, showRound = false }: { outcome: SupplierOutcome; showRound?: boolean }) {
  const { t } = useTranslation('mf-sourcing');
  const { opening, isWinner, awardNotice } = outcome;
  if (!opening && (isWinner === null || isWinner === undefined)) return null;
  return (
    <Flex wrap gap={4} align="center" data-testid="source-outcome">
      {opening && (
        <Tag color="geekblue" data-testid="source-outcome-rank" data-rank={opening.rank} data-bidders={opening.bidders}>
          {showRound ? `${t('outcome.round', { n: opening.round })} · ` : ''}
          {t('outcome.rank', { rank: opening.rank, bidders: opening.bidders })}
        </Tag>
      )}
      {isWinner === true && (
        <Tag color="gold" data-testid="source-outcome-award" data-winner="yes">
          {t('outcome.won')}
        </Tag>
      )}
      {isWinner === false && (
        <Tag data-testid="source-outcome-award" data-winner="no">
          {t('outcome.lost')}
        </Tag>
      )}
      {awardNotice && (
        <PortalLink to="/ten_notice_preview_content" query={{ noticeCode: awardNotice.noticeCode, ggTypeName: awardNotice.ggTypeName }} newTab data-testid="source-outcome-notice">
          {t('outcome.awardNotice')}
        </PortalLink>
      )}
    </Flex>
  );
}
