import { activeTopTab } from './top-tabs';

describe('activeTopTab', () => {
  it('highlights the tab of the page, not always home', () => {
    expect(activeTopTab('/home', '')).toBe('home');
    expect(activeTopTab('/index_list', '?ggTypeName=zbgg')).toBe('tender');
    expect(activeTopTab('/index_list', '?ggTypeName=zhongbiaogg')).toBe('award');
    expect(activeTopTab('/source_list', '?activeName=xjgg')).toBe('inquiry');
    expect(activeTopTab('/infoMainList', '?type=NEWS')).toBe('info');
  });

  it('matches paths without case, as the spec spells them both ways', () => {
    expect(activeTopTab('/source_List', '')).toBe('inquiry');
    expect(activeTopTab('/INFOMAINLIST', '')).toBe('info');
  });

  it('gives pages that belong to a tab its highlight', () => {
    expect(activeTopTab('/index_list', '')).toBe('tender');
    expect(activeTopTab('/index_list', '?ggTypeName=hxrgs')).toBe('award');
    expect(activeTopTab('/ten_notice_preview_content', '?noticeCode=N1&ggTypeName=zhongbiaogg')).toBe('award');
    expect(activeTopTab('/ten_notice_preview_content', '?noticeCode=N1&ggTypeName=bggg')).toBe('tender');
    expect(activeTopTab('/infoMainView', '?infoId=1')).toBe('info');
  });

  it('highlights nothing on pages outside the tabs', () => {
    expect(activeTopTab('/login', '')).toBeNull();
    expect(activeTopTab('/cs_source_List', '')).toBeNull();
    expect(activeTopTab('/statement', '')).toBeNull();
  });
});
