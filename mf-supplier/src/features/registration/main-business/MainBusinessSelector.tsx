import { App, Button, Flex, Input, Pagination, Transfer, type TransferProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUSINESS_SELECT_MAX, toMainBusinessOption, validateMainBusinessSelection, type MainBusinessOption } from '@portal/shared/core';
import { useLanguage, usePageRequest } from '@portal/shared/react';
import { BusinessPath, readablePath } from './BusinessPath';
import { fetchMainBusinessOptions, type CatalogueOption } from './main-business.api';
import { pagerItem } from './pager-item';

const CANDIDATES_PER_PAGE = 50;

interface Props {
  /** The confirmed selection of the draft (code and last path segment). */
  value: MainBusinessOption[];
  /** Full dotted paths of the confirmed codes, as the catalogue names them in the page's language. */
  paths: ReadonlyMap<string, string>;
  onConfirm: (selection: MainBusinessOption[]) => void;
  disabled?: boolean;
}

/**
 * The business selector (spec 02 §2, §5): candidates from the catalogue, filtered by material
 * description on the server and paged; the selected side confirms 1 to 10 entries. Moving past ten
 * is refused at once with the message the confirm button gives, and the ticks stay where they were,
 * so a few can be unticked and the rest moved. Every entry shows its full path.
 */
export function MainBusinessSelector({ value, paths, onConfirm, disabled }: Props) {
  const { t } = useTranslation('mf-supplier');
  const { message } = App.useApp();
  const language = useLanguage();
  const [filter, setFilter] = useState('');
  const [current, setCurrent] = useState(1);
  const [chosen, setChosen] = useState<CatalogueOption[]>(value);
  // The ticks of both sides, held here: antd clears them on every move, a refused one included.
  const [ticked, setTicked] = useState<string[]>([]);
  const candidates = usePageRequest(() => fetchMainBusinessOptions({ materialDesc: filter || undefined, current, size: CANDIDATES_PER_PAGE }), [filter, current, language]);

  // The draft keeps the last segment only; the full paths come from the catalogue when they arrive.
  useEffect(() => {
    if (paths.size) setChosen((now) => now.map((c) => (paths.has(c.mainbusinessCode) ? { ...c, mainbusinessName: paths.get(c.mainbusinessCode)! } : c)));
  }, [paths]);

  const dataSource = useMemo(() => {
    const byCode = new Map<string, CatalogueOption>();
    for (const item of [...(candidates.data?.records ?? []), ...chosen]) if (!byCode.has(item.mainbusinessCode)) byCode.set(item.mainbusinessCode, item);
    return [...byCode.values()];
  }, [candidates.data, chosen]);
  const targetKeys = chosen.map((c) => c.mainbusinessCode);

  const onChange: TransferProps<CatalogueOption>['onChange'] = (next, _direction, moved) => {
    const keys = next.map(String);
    if (keys.length > BUSINESS_SELECT_MAX) {
      message.error(t('common:validation.businessSelectMax'));
      // antd has just asked to clear the moved ticks: put them back.
      setTicked((now) => [...new Set([...now, ...moved.map(String)])]);
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
          selectedKeys={ticked}
          onSelectChange={(source, target) => setTicked([...source, ...target].map(String))}
          onChange={onChange}
          titles={[t('mainBusiness.candidate'), t('mainBusiness.selected')]}
          render={(item) => ({ label: <BusinessPath path={item.mainbusinessName} />, value: readablePath(item.mainbusinessName) })}
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
