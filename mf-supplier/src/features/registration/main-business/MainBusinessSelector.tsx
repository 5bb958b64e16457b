import { App, Button, Flex, Input, Pagination, Transfer, Typography, type TransferProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUSINESS_SELECT_MAX, http, toMainBusinessOption, validateMainBusinessSelection, type ApiReply, type MainBusinessOption } from '@portal/shared/core';
import { usePageRequest } from '@portal/shared/react';
import { fetchMainBusinessOptions, type CatalogueOption } from './main-business.api';
import { pagerItem } from './pager-item';

const CANDIDATES_PER_PAGE = 50;

interface Props {
  /** The confirmed selection of the draft (code and last path segment). */
  value: MainBusinessOption[];
  onConfirm: (selection: MainBusinessOption[]) => void;
  disabled?: boolean;
}

/** Full paths of already chosen codes, so the selected side reads like the candidate side. */
async function fullPaths(codes: string[]): Promise<CatalogueOption[]> {
  if (codes.length === 0) return [];
  const { data } = await http.post<ApiReply<{ mainbusinessCode: string; Businessname: string }[]>>('/isp/portal/plogin/getMainbusiness', { mainbusinessCode: codes.join(',') });
  return (data.data ?? []).map((n) => ({ mainbusinessCode: n.mainbusinessCode, mainbusinessName: n.Businessname }));
}

/**
 * An option as its own name over its parent path: full dotted paths cut off alike in a narrow list
 * ('Thermal power spares.Steam turb…'), and many items are called 'other'.
 */
function OptionLabel({ path }: { path: string }) {
  const cut = path.lastIndexOf('.');
  return (
    <div title={path} style={{ whiteSpace: 'normal', lineHeight: 1.3 }}>
      <div>{path.slice(cut + 1)}</div>
      {cut > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {path.slice(0, cut)}
        </Typography.Text>
      )}
    </div>
  );
}

/**
 * The business selector (spec 02 §2, §5): candidates from the catalogue, filtered by material
 * description on the server and paged; the selected side confirms 1 to 10 entries. Moving an
 * eleventh across is refused at once with the same message the confirm button gives.
 */
export function MainBusinessSelector({ value, onConfirm, disabled }: Props) {
  const { t } = useTranslation('mf-supplier');
  const { message } = App.useApp();
  const [filter, setFilter] = useState('');
  const [current, setCurrent] = useState(1);
  const [chosen, setChosen] = useState<CatalogueOption[]>(value);
  const candidates = usePageRequest(() => fetchMainBusinessOptions({ materialDesc: filter || undefined, current, size: CANDIDATES_PER_PAGE }), [filter, current]);

  // The draft keeps the last segment only; the full paths come back from the catalogue.
  const initialCodes = value.map((v) => v.mainbusinessCode).join(',');
  useEffect(() => {
    let live = true;
    fullPaths(initialCodes ? initialCodes.split(',') : []).then(
      (paths) => live && paths.length && setChosen((now) => now.map((c) => paths.find((p) => p.mainbusinessCode === c.mainbusinessCode) ?? c)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [initialCodes]);

  const dataSource = useMemo(() => {
    const byCode = new Map<string, CatalogueOption>();
    for (const item of [...(candidates.data?.records ?? []), ...chosen]) if (!byCode.has(item.mainbusinessCode)) byCode.set(item.mainbusinessCode, item);
    return [...byCode.values()];
  }, [candidates.data, chosen]);
  const targetKeys = chosen.map((c) => c.mainbusinessCode);

  const onChange: TransferProps<CatalogueOption>['onChange'] = (next) => {
    const keys = next.map(String);
    if (keys.length > BUSINESS_SELECT_MAX) {
      message.error(t('common:validation.businessSelectMax'));
      return;
    }
    setChosen(keys.map((key) => dataSource.find((d) => d.mainbusinessCode === key)!).filter(Boolean));
  };

  const confirm = () => {
    const problem = validateMainBusinessSelection(chosen);
    if (problem) {
      message.error(t(`common:${problem}`));
      return;
    }
    onConfirm(chosen.map(toMainBusinessOption));
    message.success(t('mainBusiness.confirmed'));
  };

  return (
    <Flex vertical gap={12}>
      <Input.Search
        allowClear
        placeholder={t('mainBusiness.filterPlaceholder')}
        aria-label={t('mainBusiness.filterPlaceholder')}
        onSearch={(text) => {
          setFilter(text.trim());
          setCurrent(1);
        }}
        disabled={disabled}
        maxLength={100}
        data-testid="mb-filter"
      />
      <div data-testid="mb-transfer">
      <Transfer<CatalogueOption>
        disabled={disabled}
        dataSource={dataSource}
        rowKey={(item) => item.mainbusinessCode}
        targetKeys={targetKeys}
        onChange={onChange}
        titles={[t('mainBusiness.candidate'), t('mainBusiness.selected')]}
        render={(item) => ({ label: <OptionLabel path={item.mainbusinessName} />, value: item.mainbusinessName })}
        styles={{ section: { flex: 1, minWidth: 0, height: 380 } }}
        style={{ width: '100%' }}
        footer={(_, info) =>
          info?.direction === 'right' ? (
            <Flex justify="flex-end" style={{ padding: 6 }}>
              <Button type="primary" size="small" onClick={confirm} disabled={disabled} data-testid="mb-confirm">
                {t('mainBusiness.confirm')}
              </Button>
            </Flex>
          ) : (
            <Flex justify="center" style={{ padding: 6 }}>
              <Pagination simple size="small" current={current} pageSize={CANDIDATES_PER_PAGE} total={candidates.data?.total ?? 0} onChange={setCurrent} disabled={disabled} itemRender={pagerItem} />
            </Flex>
          )
        }
      />
      </div>
    </Flex>
  );
}
