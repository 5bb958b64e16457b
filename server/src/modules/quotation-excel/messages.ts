// Texts of the quotation workbooks (issue 14, spec 02 §7 exports, §8 import messages) in the three
// languages: sheet names, column headings, file names and the import's refusals. The three §8 import
// messages come from the shared catalogue, so the upload dialog and the server say the same words.
import { LANGUAGES } from '../../platform/constants';
import { moduleCatalogue, sharedTexts as shared, type Texts } from '../../platform/module-messages';

function build() {
  return {
    // Spec 02 §8 "Import".
    importFailed: shared('import.failed'),
    arrivalDaysPositive: shared('import.arrivalDaysPositive'),
    linesFailed: shared('import.quotationLinesFailed'),
    // What each error of an import says about its cell.
    // A number written as text that the shared reader refused (issue 33), in the screens' words.
    number_notANumber: shared('number.notANumber'),
    number_secondDecimal: shared('number.secondDecimal'),
    number_misplacedGrouping: shared('number.misplacedGrouping'),
    number_minusNotAllowed: shared('number.minusNotAllowed'),
    number_wholeNumberOnly: shared('number.wholeNumberOnly'),
    number_tooManyDecimals: shared('number.tooManyDecimals'),
    number_empty: shared('number.empty'),
    notWorkbook: {
      'zh-CN': '文件不是有效的 Excel 工作簿（.xlsx）',
      'en-US': 'The file is not a valid Excel workbook (.xlsx)',
      'vi-VN': 'Tệp không phải là sổ làm việc Excel hợp lệ (.xlsx)',
    },
    sheetMissing: {
      'zh-CN': '找不到工作表“{{sheet}}”',
      'en-US': "There is no sheet '{{sheet}}'",
      'vi-VN': "Không có trang tính '{{sheet}}'",
    },
    headingExpected: {
      'zh-CN': '列标题应为“{{heading}}”',
      'en-US': "The column heading should be '{{heading}}'",
      'vi-VN': "Tiêu đề cột phải là '{{heading}}'",
    },
    tooManyRows: {
      'zh-CN': '行数过多（最多 {{max}} 行）',
      'en-US': 'Too many rows (at most {{max}})',
      'vi-VN': 'Quá nhiều dòng (tối đa {{max}})',
    },
    lineIdMissing: {
      'zh-CN': '缺少明细ID：请在导出的模板中填写，不要增删行',
      'en-US': 'The line ID is missing: fill in the exported template without adding rows',
      'vi-VN': 'Thiếu mã dòng: hãy điền vào mẫu đã tải về, không thêm dòng',
    },
    tooLong: {
      'zh-CN': '不能超过 {{max}} 个字符',
      'en-US': 'At most {{max}} characters',
      'vi-VN': 'Tối đa {{max}} ký tự',
    },
    // Workbook texts.
    linesSheet: { 'zh-CN': '报价明细', 'en-US': 'Quotation lines', 'vi-VN': 'Chi tiết báo giá' },
    quotationSheet: { 'zh-CN': '报价单', 'en-US': 'Quotation', 'vi-VN': 'Báo giá' },
    termsSheet: { 'zh-CN': '条款', 'en-US': 'Terms', 'vi-VN': 'Điều khoản' },
    templateFile: { 'zh-CN': '报价明细模板-{{sourceNum}}.xlsx', 'en-US': 'quotation-lines-{{sourceNum}}.xlsx', 'vi-VN': 'mau-bao-gia-{{sourceNum}}.xlsx' },
    quotationFile: { 'zh-CN': '报价单-{{quotationNum}}.xlsx', 'en-US': 'quotation-{{quotationNum}}.xlsx', 'vi-VN': 'bao-gia-{{quotationNum}}.xlsx' },
  } satisfies Record<string, Texts>;
}

const catalogue = moduleCatalogue(build);
const excelMessages = catalogue.texts;
export type ExcelMessageKey = keyof ReturnType<typeof build>;
export const excelMessage = catalogue.message;

/** The text in every language (an uploaded workbook may have been downloaded in another). */
export const inEveryLanguage = (key: ExcelMessageKey): string[] => LANGUAGES.map((l) => excelMessages()[key][l]);
