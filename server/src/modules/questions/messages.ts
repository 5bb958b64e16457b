// Refusals of questions, clarifications and objections (issue 14) in the three languages. A refusal
// keeps its key and is worded when answered, in the caller's content-lang (the CLI prints English).
// The qualified-supplier text is the shared catalogue's, so the browser and the server say the same.
import { moduleCatalogue, sharedTexts, type Texts } from '../../platform/module-messages';

function build() {
  return {
    notQualifiedSupplier: sharedTexts('validation.notQualifiedSupplier'),
    notSignedUp: {
      'zh-CN': '请先报名参与本单，再提出质疑或异议',
      'en-US': 'Sign up for this source before raising a query or an objection',
      'vi-VN': 'Vui lòng đăng ký tham gia nguồn này trước khi gửi câu hỏi hoặc khiếu nại',
    },
    queryDeadlinePassed: {
      'zh-CN': '质疑截止时间（{{deadline}}）已过，不能再提出质疑',
      'en-US': 'The query deadline ({{deadline}}) has passed: no more queries can be raised',
      'vi-VN': 'Đã quá hạn gửi câu hỏi ({{deadline}}): không thể gửi thêm câu hỏi',
    },
    questionSubmitted: {
      'zh-CN': '该质疑已提交，不能再修改',
      'en-US': 'This query has been submitted and can no longer be changed',
      'vi-VN': 'Câu hỏi này đã được gửi và không thể sửa nữa',
    },
    sourceFixed: {
      'zh-CN': '已保存的质疑不能更换所属单据',
      'en-US': 'A saved query or objection stays on its source',
      'vi-VN': 'Câu hỏi hoặc khiếu nại đã lưu không thể chuyển sang nguồn khác',
    },
    unknownPackage: {
      'zh-CN': '本单没有标包：{{package}}',
      'en-US': 'This source has no bid package {{package}}',
      'vi-VN': 'Nguồn này không có gói thầu {{package}}',
    },
    notAQuestion: {
      'zh-CN': '只能回复供应商已提交的质疑',
      'en-US': "Only a supplier's submitted query can be replied to",
      'vi-VN': 'Chỉ có thể trả lời câu hỏi đã gửi của nhà cung cấp',
    },
    alreadyReplied: {
      'zh-CN': '该质疑已回复',
      'en-US': 'This query has already been replied to',
      'vi-VN': 'Câu hỏi này đã được trả lời',
    },
    objectionSubmitted: {
      'zh-CN': '该异议已提交，不能再修改',
      'en-US': 'This objection has been submitted and can no longer be changed',
      'vi-VN': 'Khiếu nại này đã được gửi và không thể sửa nữa',
    },
    objectionNotAwaitingReply: {
      'zh-CN': '只能回复已提交、待回复的异议',
      'en-US': 'Only a submitted objection waiting for its reply can be replied to',
      'vi-VN': 'Chỉ có thể trả lời khiếu nại đã gửi đang chờ trả lời',
    },
    objectionNotReplied: {
      'zh-CN': '该异议尚无待确认的回复',
      'en-US': 'This objection has no reply to accept or deny',
      'vi-VN': 'Khiếu nại này chưa có câu trả lời để chấp nhận hoặc từ chối',
    },
    objectionJsonInvalid: {
      'zh-CN': '参数 oTenObjectionJson 不是有效的JSON对象',
      'en-US': 'oTenObjectionJson must be a JSON object',
      'vi-VN': 'Tham số oTenObjectionJson phải là một đối tượng JSON',
    },
    reservationTaken: {
      'zh-CN': '编号 {{num}} 不是为您保留的编号，请重新获取',
      'en-US': 'The number {{num}} is not one reserved for you: get a new one',
      'vi-VN': 'Số {{num}} không được giữ cho bạn: vui lòng lấy số mới',
    },
  } satisfies Record<string, Texts>;
}

const catalogue = moduleCatalogue(build);
export const questionMessages = catalogue.texts;
export type QuestionMessageKey = keyof ReturnType<typeof build>;
export const questionMessage = catalogue.message;
/** A refusal that is worded when answered, in the language of whoever reads it. */
export const questionRefusal = catalogue.refusal;
