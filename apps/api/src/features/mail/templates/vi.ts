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
};
