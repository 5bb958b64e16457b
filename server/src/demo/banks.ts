// The bank directory behind the registration's bank look-ups (spec 02 §7 findBankList,
// findBankAreaList, findBankPersonList): major Chinese and Vietnamese banks with their head-office
// SWIFT codes, the cities they serve, and two branches per bank and city with an address.
import type { Insertable } from 'kysely';
import type { Db } from '../db/index';
import { catalogueDb, type BankAreaTable, type BankBranchTable, type BankTable } from '../modules/catalogue/tables';

interface Name3 {
  zh: string;
  en: string;
  vi: string;
}
interface BankSeed extends Name3 {
  code: string;
  country: 'CN' | 'VN';
  swift: string;
}
/** A district of a city: name in three languages and a street of it. */
type District = [zh: string, en: string, vi: string, streetZh: string, streetEn: string];
interface AreaSeed {
  code: string;
  country: 'CN' | 'VN';
  province: Name3;
  city: Name3;
  districts: District[];
}

export const BANKS: BankSeed[] = [
  { code: 'ICBC', country: 'CN', swift: 'ICBKCNBJ', zh: '中国工商银行', en: 'Industrial and Commercial Bank of China', vi: 'Ngân hàng Công thương Trung Quốc' },
  { code: 'BOC', country: 'CN', swift: 'BKCHCNBJ', zh: '中国银行', en: 'Bank of China', vi: 'Ngân hàng Trung Quốc' },
  { code: 'CCB', country: 'CN', swift: 'PCBCCNBJ', zh: '中国建设银行', en: 'China Construction Bank', vi: 'Ngân hàng Xây dựng Trung Quốc' },
  { code: 'ABC', country: 'CN', swift: 'ABOCCNBJ', zh: '中国农业银行', en: 'Agricultural Bank of China', vi: 'Ngân hàng Nông nghiệp Trung Quốc' },
  { code: 'BOCOM', country: 'CN', swift: 'COMMCNSH', zh: '交通银行', en: 'Bank of Communications', vi: 'Ngân hàng Giao thông Trung Quốc' },
  { code: 'CMB', country: 'CN', swift: 'CMBCCNBS', zh: '招商银行', en: 'China Merchants Bank', vi: 'Ngân hàng Chiêu Thương' },
  { code: 'VCB', country: 'VN', swift: 'BFTVVNVX', zh: '越南外贸银行', en: 'Vietcombank', vi: 'Ngân hàng TMCP Ngoại thương Việt Nam (Vietcombank)' },
  { code: 'BIDV', country: 'VN', swift: 'BIDVVNVX', zh: '越南投资与发展银行', en: 'BIDV (Bank for Investment and Development of Vietnam)', vi: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam (BIDV)' },
  { code: 'CTG', country: 'VN', swift: 'ICBVVNVX', zh: '越南工商银行', en: 'VietinBank', vi: 'Ngân hàng TMCP Công Thương Việt Nam (VietinBank)' },
  { code: 'VBA', country: 'VN', swift: 'VBAAVNVX', zh: '越南农业与农村发展银行', en: 'Agribank', vi: 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam (Agribank)' },
  { code: 'TCB', country: 'VN', swift: 'VTCBVNVX', zh: '越南技术商业银行', en: 'Techcombank', vi: 'Ngân hàng TMCP Kỹ Thương Việt Nam (Techcombank)' },
];

const cn = (zh: string, en: string, vi: string): Name3 => ({ zh, en, vi });

export const AREAS: AreaSeed[] = [
  { code: 'CN-BJ', country: 'CN', province: cn('北京市', 'Beijing', 'Bắc Kinh'), city: cn('北京市', 'Beijing', 'Bắc Kinh'), districts: [['西城区', 'Xicheng', 'Tây Thành', '金融大街', 'Jinrong Street'], ['朝阳区', 'Chaoyang', 'Triều Dương', '建国路', 'Jianguo Road'], ['海淀区', 'Haidian', 'Hải Điến', '中关村大街', 'Zhongguancun Street']] },
  { code: 'CN-SH', country: 'CN', province: cn('上海市', 'Shanghai', 'Thượng Hải'), city: cn('上海市', 'Shanghai', 'Thượng Hải'), districts: [['浦东新区', 'Pudong', 'Phố Đông', '世纪大道', 'Century Avenue'], ['黄浦区', 'Huangpu', 'Hoàng Phố', '中山东一路', 'East Zhongshan No.1 Road'], ['徐汇区', 'Xuhui', 'Từ Hối', '漕溪北路', 'North Caoxi Road']] },
  { code: 'CN-GZ', country: 'CN', province: cn('广东省', 'Guangdong', 'Quảng Đông'), city: cn('广州市', 'Guangzhou', 'Quảng Châu'), districts: [['天河区', 'Tianhe', 'Thiên Hà', '天河路', 'Tianhe Road'], ['越秀区', 'Yuexiu', 'Việt Tú', '东风中路', 'Middle Dongfeng Road']] },
  { code: 'CN-SZ', country: 'CN', province: cn('广东省', 'Guangdong', 'Quảng Đông'), city: cn('深圳市', 'Shenzhen', 'Thâm Quyến'), districts: [['福田区', 'Futian', 'Phúc Điền', '深南大道', 'Shennan Avenue'], ['南山区', 'Nanshan', 'Nam Sơn', '科技园路', 'Keji Park Road']] },
  { code: 'CN-NJ', country: 'CN', province: cn('江苏省', 'Jiangsu', 'Giang Tô'), city: cn('南京市', 'Nanjing', 'Nam Kinh'), districts: [['鼓楼区', 'Gulou', 'Cổ Lâu', '中山北路', 'North Zhongshan Road'], ['建邺区', 'Jianye', 'Kiến Nghiệp', '江东中路', 'Middle Jiangdong Road']] },
  { code: 'CN-HZ', country: 'CN', province: cn('浙江省', 'Zhejiang', 'Chiết Giang'), city: cn('杭州市', 'Hangzhou', 'Hàng Châu'), districts: [['西湖区', 'Xihu', 'Tây Hồ', '文三路', 'Wensan Road'], ['上城区', 'Shangcheng', 'Thượng Thành', '解放路', 'Jiefang Road']] },
  { code: 'CN-CD', country: 'CN', province: cn('四川省', 'Sichuan', 'Tứ Xuyên'), city: cn('成都市', 'Chengdu', 'Thành Đô'), districts: [['锦江区', 'Jinjiang', 'Cẩm Giang', '红星路', 'Hongxing Road'], ['武侯区', 'Wuhou', 'Vũ Hầu', '人民南路', 'South Renmin Road']] },
  { code: 'CN-WH', country: 'CN', province: cn('湖北省', 'Hubei', 'Hồ Bắc'), city: cn('武汉市', 'Wuhan', 'Vũ Hán'), districts: [['江汉区', 'Jianghan', 'Giang Hán', '建设大道', 'Jianshe Avenue'], ['武昌区', 'Wuchang', 'Vũ Xương', '中南路', 'Zhongnan Road']] },
  { code: 'VN-HN', country: 'VN', province: cn('河内市', 'Hanoi', 'Hà Nội'), city: cn('河内市', 'Hanoi', 'Hà Nội'), districts: [['还剑郡', 'Hoan Kiem', 'Hoàn Kiếm', 'Lý Thái Tổ', 'Ly Thai To Street'], ['巴亭郡', 'Ba Dinh', 'Ba Đình', 'Điện Biên Phủ', 'Dien Bien Phu Street'], ['纸桥郡', 'Cau Giay', 'Cầu Giấy', 'Trần Duy Hưng', 'Tran Duy Hung Street']] },
  { code: 'VN-SG', country: 'VN', province: cn('胡志明市', 'Ho Chi Minh City', 'TP. Hồ Chí Minh'), city: cn('胡志明市', 'Ho Chi Minh City', 'TP. Hồ Chí Minh'), districts: [['第一郡', 'District 1', 'Quận 1', 'Nguyễn Huệ', 'Nguyen Hue Boulevard'], ['第三郡', 'District 3', 'Quận 3', 'Võ Văn Tần', 'Vo Van Tan Street'], ['平盛郡', 'Binh Thanh', 'Bình Thạnh', 'Điện Biên Phủ', 'Dien Bien Phu Street']] },
  { code: 'VN-DN', country: 'VN', province: cn('岘港市', 'Da Nang', 'Đà Nẵng'), city: cn('岘港市', 'Da Nang', 'Đà Nẵng'), districts: [['海洲郡', 'Hai Chau', 'Hải Châu', 'Lê Duẩn', 'Le Duan Street'], ['山茶郡', 'Son Tra', 'Sơn Trà', 'Ngô Quyền', 'Ngo Quyen Street']] },
  { code: 'VN-HP', country: 'VN', province: cn('海防市', 'Hai Phong', 'Hải Phòng'), city: cn('海防市', 'Hai Phong', 'Hải Phòng'), districts: [['鸿庞郡', 'Hong Bang', 'Hồng Bàng', 'Hoàng Diệu', 'Hoang Dieu Street'], ['吴权郡', 'Ngo Quyen', 'Ngô Quyền', 'Lạch Tray', 'Lach Tray Street']] },
  { code: 'VN-QN', country: 'VN', province: cn('广宁省', 'Quang Ninh', 'Quảng Ninh'), city: cn('下龙市', 'Ha Long', 'Hạ Long'), districts: [['鸿海坊', 'Hong Hai', 'Hồng Hải', 'Nguyễn Văn Cừ', 'Nguyen Van Cu Street'], ['白斋坊', 'Bai Chay', 'Bãi Cháy', 'Hạ Long', 'Ha Long Street']] },
  { code: 'VN-CT', country: 'VN', province: cn('芹苴市', 'Can Tho', 'Cần Thơ'), city: cn('芹苴市', 'Can Tho', 'Cần Thơ'), districts: [['宁桥郡', 'Ninh Kieu', 'Ninh Kiều', 'Hòa Bình', 'Hoa Binh Avenue'], ['丐冷郡', 'Cai Rang', 'Cái Răng', 'Trần Hưng Đạo', 'Tran Hung Dao Street']] },
];

export function bankRows(): { banks: Insertable<BankTable>[]; areas: Insertable<BankAreaTable>[]; branches: Insertable<BankBranchTable>[] } {
  const banks = BANKS.map((b, i) => ({ bank_code: b.code, country: b.country, name_zh: b.zh, name_en: b.en, name_vi: b.vi, swift_code: b.swift, sort_order: i + 1 }));
  const areas = AREAS.map((a) => ({
    area_code: a.code,
    country: a.country,
    province_zh: a.province.zh,
    province_en: a.province.en,
    province_vi: a.province.vi,
    city_zh: a.city.zh,
    city_en: a.city.en,
    city_vi: a.city.vi,
  }));
  const branches: Insertable<BankBranchTable>[] = [];
  BANKS.forEach((bank, b) => {
    AREAS.filter((a) => a.country === bank.country).forEach((area, a) => {
      for (let k = 0; k < 2; k++) {
        const [dZh, dEn, dVi, streetZh, streetEn] = area.districts[(b + k) % area.districts.length];
        const no = 10 + ((b * 37 + a * 11 + k * 53) % 180);
        const vn = bank.country === 'VN';
        branches.push({
          branch_code: `${bank.code}-${area.code}-${k + 1}`,
          bank_code: bank.code,
          area_code: area.code,
          name_zh: vn ? `${bank.zh}${area.city.zh}${dZh}分行` : `${bank.zh}${area.city.zh}${dZh.replace(/区$/, '')}支行`,
          name_en: vn ? `${bank.en} – ${dEn} Branch, ${area.city.en}` : `${bank.en} ${area.city.en} ${dEn} Sub-branch`,
          name_vi: vn ? `${bank.en} – Chi nhánh ${dVi}` : `${bank.vi} – Chi nhánh ${area.city.vi} ${dVi}`,
          // Head-office code plus a branch code: the 11-character form banks print on statements.
          swift_code: `${bank.swift}${String(100 + a * 10 + k * 5 + b).slice(-3)}`,
          address_zh: vn ? `越南${area.city.zh}${dZh}${streetEn.replace(/ (Street|Avenue|Boulevard)$/, '')}街${no}号` : `${area.province.zh === area.city.zh ? '' : area.province.zh}${area.city.zh}${dZh}${streetZh}${no}号`,
          address_en: vn ? `${no} ${streetEn}, ${dEn}, ${area.city.en}, Vietnam` : `No. ${no} ${streetEn}, ${dEn} District, ${area.city.en}, China`,
          address_vi: vn ? `Số ${no} ${streetZh}, ${dVi}, ${area.city.vi}` : `Số ${no} ${streetEn}, quận ${dVi}, ${area.city.vi}, Trung Quốc`,
        });
      }
    });
  });
  return { banks, areas, branches };
}

/** Reference data: the same rows on every seed; existing ones are left as they are. */
export async function seedBanks(db: Db): Promise<number> {
  const { banks, areas, branches } = bankRows();
  const cdb = catalogueDb(db);
  await cdb.insertInto('bank').values(banks).onConflict((oc) => oc.column('bank_code').doNothing()).execute();
  await cdb.insertInto('bank_area').values(areas).onConflict((oc) => oc.column('area_code').doNothing()).execute();
  for (let i = 0; i < branches.length; i += 200) {
    await cdb.insertInto('bank_branch').values(branches.slice(i, i + 200)).onConflict((oc) => oc.column('branch_code').doNothing()).execute();
  }
  return branches.length;
}
