import { SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Modal, Table, type TableColumnType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUSINESS_DETAIL_PAGE_SIZE } from '@portal/shared/core';
import { usePageRequest } from '@portal/shared/react';
import { fetchBusinessModels, type BusinessModel } from './main-business.api';
import { mergedRowSpans } from './merged-rows';
import { pagerItem } from './pager-item';

type SearchField = 'mainBusinessname' | 'includedMaterials';

/**
 * The business-detail dialog (spec 02 §2): 80 % wide, ten rows a page, two columns (main business,
 * included materials), each searchable by text with clear and filter; main-business cells merge
 * across consecutive equal rows of the page.
 */
export function BusinessDetailDialog() {
  const { t } = useTranslation('mf-supplier');
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState(1);
  const [search, setSearch] = useState<Record<SearchField, string>>({ mainBusinessname: '', includedMaterials: '' });
  const request = usePageRequest(
    () => (open ? fetchBusinessModels({ ...search, current, size: BUSINESS_DETAIL_PAGE_SIZE }) : Promise.resolve(undefined)),
    [open, current, search.mainBusinessname, search.includedMaterials],
  );
  const rows = request.data?.records ?? [];
  const spans = useMemo(() => mergedRowSpans(rows, (r) => r.mainBusinessname), [rows]);

  const searchable = (field: SearchField): TableColumnType<BusinessModel> => ({
    filteredValue: search[field] ? [search[field]] : null,
    filterIcon: (filtered) => <SearchOutlined style={{ color: filtered ? '#1677ff' : undefined }} />,
    filterDropdown: ({ selectedKeys, setSelectedKeys, confirm, clearFilters, close }) => {
      const apply = (closeDropdown: boolean) => {
        setSearch((s) => ({ ...s, [field]: String(selectedKeys[0] ?? '').trim() }));
        setCurrent(1);
        confirm({ closeDropdown });
      };
      return (
        <Flex vertical gap={8} style={{ padding: 8, width: 240 }} onKeyDown={(e) => e.stopPropagation()} data-testid={`mb-detail-search-${field}`}>
          <Input
            autoFocus
            maxLength={100}
            placeholder={t('mainBusiness.searchColumn', { column: t(`mainBusiness.column.${field}`) })}
            aria-label={t('mainBusiness.searchColumn', { column: t(`mainBusiness.column.${field}`) })}
            value={String(selectedKeys[0] ?? '')}
            onChange={(e) => setSelectedKeys(e.target.value ? [e.target.value] : [])}
            onPressEnter={() => apply(true)}
          />
          <Flex gap={8} wrap>
            <Button type="primary" size="small" icon={<SearchOutlined />} onClick={() => apply(true)}>
              {t('mainBusiness.search')}
            </Button>
            <Button
              size="small"
              onClick={() => {
                clearFilters?.();
                setSearch((s) => ({ ...s, [field]: '' }));
                setCurrent(1);
                confirm({ closeDropdown: false });
              }}
            >
              {t('mainBusiness.clear')}
            </Button>
            <Button type="link" size="small" onClick={() => apply(false)}>
              {t('mainBusiness.filter')}
            </Button>
            <Button type="link" size="small" onClick={() => close()}>
              {t('mainBusiness.close')}
            </Button>
          </Flex>
        </Flex>
      );
    },
  });

  const columns: TableColumnType<BusinessModel>[] = [
    {
      title: t('mainBusiness.column.mainBusinessname'),
      dataIndex: 'mainBusinessname',
      key: 'mainBusinessname',
      width: '50%',
      onCell: (_, index) => ({ rowSpan: spans[index ?? 0] ?? 1 }),
      ...searchable('mainBusinessname'),
    },
    { title: t('mainBusiness.column.includedMaterials'), dataIndex: 'includedMaterials', key: 'includedMaterials', ...searchable('includedMaterials') },
  ];

  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="mb-detail-open">
        {t('mainBusiness.viewDetails')}
      </Button>
      <Modal open={open} width="80%" title={t('mainBusiness.detailTitle')} footer={null} onCancel={() => setOpen(false)} destroyOnHidden data-testid="mb-detail-modal">
        <Table<BusinessModel>
          data-testid="mb-detail-table"
          rowKey="mainbusinessCode"
          size="small"
          bordered
          loading={request.loading}
          columns={columns}
          dataSource={rows}
          pagination={{
            current,
            pageSize: BUSINESS_DETAIL_PAGE_SIZE,
            total: request.data?.total ?? 0,
            showSizeChanger: false,
            itemRender: pagerItem,
            showTotal: (total) => t('mainBusiness.total', { total }),
            onChange: setCurrent,
          }}
        />
      </Modal>
    </>
  );
}
