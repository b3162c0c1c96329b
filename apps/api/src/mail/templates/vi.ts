import type { MailTexts } from './types.js';

export const vi: MailTexts = {
  verification: {
    subject: 'Mã xác minh Hive của bạn: {code}',
    body: `Xin chào,

Mã xác minh của bạn là {code}.
Vui lòng nhập mã này vào biểu mẫu đăng ký trong vòng {minutes} phút.

Nếu bạn không yêu cầu mã này, bạn có thể bỏ qua e-mail này.

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  approval: {
    subject: 'Tài khoản Hive của bạn đã được phê duyệt',
    body: `Xin chào {name},

Tin vui: tài khoản của {company} đã được phê duyệt.
Hạng của bạn là {grade} và giá của bạn được tính bằng {currency}.

Đăng nhập để xem giá và yêu cầu báo giá:
{link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  rejection: {
    subject: 'Đơn đăng ký Hive của bạn',
    body: `Xin chào {name},

Cảm ơn bạn đã đăng ký Hive cho {company}. Rất tiếc, chúng tôi không thể phê duyệt đơn đăng ký này.

Lý do: {reason}

Nếu bạn cho rằng đây là nhầm lẫn, hãy trả lời e-mail này hoặc gửi thư đến {support}.

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  findId: {
    subject: 'Tên đăng nhập Hive của bạn',
    body: `Xin chào,

Bạn đã yêu cầu tên đăng nhập của {company}: {loginIds}

Đăng nhập tại đây: {link}

Nếu bạn không yêu cầu, bạn có thể bỏ qua e-mail này.

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  passwordReset: {
    subject: 'Đặt lại mật khẩu Hive của bạn',
    body: `Xin chào,

Có người đã yêu cầu đặt lại mật khẩu cho tài khoản Hive {loginId}.
Hãy mở liên kết này trong vòng {minutes} phút để chọn mật khẩu mới (liên kết chỉ dùng được một lần):
{link}

Nếu bạn không yêu cầu, hãy bỏ qua e-mail này: mật khẩu của bạn vẫn giữ nguyên.

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  passwordChanged: {
    subject: 'Mật khẩu Hive của bạn đã được thay đổi',
    body: `Xin chào,

Mật khẩu của tài khoản Hive {loginId} vừa được thay đổi và mọi phiên đăng nhập khác đã được đăng xuất.

Nếu không phải bạn, hãy đặt lại mật khẩu ngay: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  withdrawConfirmation: {
    subject: 'Tài khoản Hive của bạn đã được đóng',
    body: `Xin chào,

Tài khoản Hive {loginId} đã được đóng theo yêu cầu của bạn. Dữ liệu cá nhân của bạn đã bị xóa và tên đăng nhập này không thể được sử dụng lại.

Cảm ơn bạn đã giao dịch cùng chúng tôi.

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  quotationRequested: {
    subject: 'Yêu cầu báo giá {number} của bạn đã được gửi',
    body: `Xin chào {name},

Chúng tôi đã nhận được yêu cầu báo giá {number} của {company}.

Sản phẩm: {count} · số đơn vị: {units} · tổng theo giá của bạn: {total}
{lines}

Bước tiếp theo: đội ngũ của chúng tôi sẽ kiểm tra tình trạng hàng và giá, rồi gửi bạn một báo giá có hiệu lực 30 ngày. Bạn sẽ nhận được e-mail khi báo giá sẵn sàng. Theo dõi yêu cầu tại đây:
{link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  noMemberQuotation: {
    subject: 'Chúng tôi đã nhận yêu cầu báo giá {number}',
    body: `Xin chào {name},

Cảm ơn {company} đã gửi yêu cầu báo giá. Mã số yêu cầu là {number}.

Sản phẩm ({count}), tính theo gói MOQ × số đơn vị mỗi gói = tổng số đơn vị:
{lines}

Bước tiếp theo: đội ngũ của chúng tôi sẽ kiểm tra tình trạng hàng và giá, rồi trả lời bạn qua e-mail kèm một báo giá có hiệu lực 30 ngày. Để chấp nhận báo giá và đặt hàng, bạn cần đăng ký tài khoản Hive và được phê duyệt.

Vui lòng ghi mã số {number} mỗi khi liên hệ với chúng tôi về yêu cầu này.

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  quotationOffer: {
    subject: 'Báo giá {number}: phiên bản chào giá {version} đã sẵn sàng',
    body: `Xin chào {name},

Đội ngũ của chúng tôi đã trả lời yêu cầu báo giá {number} bằng phiên bản chào giá {version}.

Tổng cộng: {total}
Có hiệu lực đến: {validUntil}
Incoterm: {incoterm} · thời gian giao hàng: {leadTime} ngày

Xem chào giá, tải tệp PDF, chấp nhận hoặc đề nghị điều chỉnh tại đây:
{link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  quotationOfferVisitor: {
    subject: 'Báo giá {number}: chào giá của chúng tôi',
    body: `Xin chào {name},

Cảm ơn {company} đã gửi yêu cầu báo giá. Đây là chào giá {number} của chúng tôi (phiên bản {version}).

{lines}

Tổng cộng: {total}
Có hiệu lực đến: {validUntil}
Incoterm: {incoterm} · thời gian giao hàng: {leadTime} ngày

Để chấp nhận chào giá và đặt hàng, hãy đăng ký tài khoản Hive bằng địa chỉ e-mail này và ghi mã số {number}; khi công ty của bạn được phê duyệt, chúng tôi sẽ gắn chào giá vào tài khoản của bạn:
{link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  quotationAccepted: {
    subject: 'Bạn đã chấp nhận chào giá cho báo giá {number}',
    body: `Xin chào {name},

Cảm ơn bạn: bạn đã chấp nhận phiên bản chào giá {version} của báo giá {number}, tổng cộng {total}.
Đội ngũ của chúng tôi đang chuẩn bị đơn hàng và sẽ liên hệ với bạn về các bước tiếp theo.

Theo dõi tại đây: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  quotationDeclined: {
    subject: 'Bạn đã từ chối chào giá cho báo giá {number}',
    body: `Xin chào {name},

Bạn đã từ chối chào giá cho báo giá {number}. Báo giá này sẽ không được xử lý thêm.

Nếu bạn đổi ý hoặc cần sản phẩm khác, bạn có thể yêu cầu báo giá mới bất cứ lúc nào: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  quotationNegotiating: {
    subject: 'Báo giá {number}: chúng tôi đã nhận đề nghị điều chỉnh của bạn',
    body: `Xin chào {name},

Chúng tôi đã nhận được những điều chỉnh bạn đề nghị cho báo giá {number}. Đội ngũ của chúng tôi sẽ trả lời bằng một chào giá mới.

Bạn có thể theo dõi trao đổi tại đây: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  quotationExpired: {
    subject: 'Chào giá cho báo giá {number} đã hết hạn',
    body: `Xin chào {name},

Chào giá cho báo giá {number} có hiệu lực đến {validUntil} và nay đã hết hạn.

Nếu bạn vẫn quan tâm, hãy yêu cầu chào giá mới tại đây: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  quotationCancelled: {
    subject: 'Báo giá {number} đã bị hủy',
    body: `Xin chào {name},

Báo giá {number} đã bị hủy và sẽ không được xử lý thêm.

Thông tin chi tiết vẫn được lưu tại đây: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
};
