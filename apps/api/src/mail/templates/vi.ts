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
  orderPlaced: {
    subject: 'Đơn hàng {number} của bạn đã được đặt',
    body: `Xin chào {name},

Cảm ơn bạn: chúng tôi đã nhận được đơn hàng {number} của {company}. Đơn đặt hàng (PO) được đính kèm (PDF).

Sản phẩm: {count} · số đơn vị: {units} · tổng cộng: {total}
{lines}

Bước tiếp theo: đội ngũ của chúng tôi kiểm tra đơn hàng và xác nhận kèm điều khoản thanh toán và hóa đơn chiếu lệ (PI), trong đó ghi tài khoản nhận chuyển khoản. Vui lòng thanh toán trước ngày {payBy}, nếu không đơn hàng sẽ bị hủy và hàng được giải phóng. Theo dõi đơn hàng tại đây:
{link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  orderEdited: {
    subject: 'Đơn hàng {number} đã được điều chỉnh: vui lòng xem đơn đặt hàng mới',
    body: `Xin chào {name},

Trước khi xác nhận đơn hàng {number}, đội ngũ của chúng tôi đã điều chỉnh đơn.

Lý do: {reason}

Tổng giá trị đơn hàng hiện là {total}:
{lines}

Đơn đặt hàng mới được đính kèm (PDF) và thay thế bản trước. Nếu có điều gì chưa đúng như mong đợi, vui lòng trả lời e-mail này hoặc nhắn cho chúng tôi từ trang đơn hàng trước khi chúng tôi xác nhận:
{link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  orderConfirmedAdvance: {
    subject: 'Đơn hàng {number} đã được xác nhận: vui lòng thanh toán {total}',
    body: `Xin chào {name},

Chúng tôi đã xác nhận đơn hàng {number} của bạn. Hóa đơn chiếu lệ (PI) được đính kèm (PDF).

Thanh toán: toàn bộ {total}, trả trước, trước ngày {payBy}.
Ngân hàng: {bankName}
Tên tài khoản: {accountName}
Số tài khoản: {accountNumber}
SWIFT: {swift}
Địa chỉ ngân hàng: {bankAddress}
Nội dung chuyển khoản: {number}

Chúng tôi sẽ chuẩn bị hàng ngay khi nhận được tiền. Theo dõi đơn hàng tại đây: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  orderConfirmedDeposit: {
    subject: 'Đơn hàng {number} đã được xác nhận: vui lòng đặt cọc {deposit}',
    body: `Xin chào {name},

Chúng tôi đã xác nhận đơn hàng {number} của bạn ({total}). Hóa đơn chiếu lệ (PI) được đính kèm (PDF).

Thanh toán: đặt cọc {percent} %, tức {deposit}, trước ngày {payBy}; phần còn lại {balance} thanh toán trước khi giao hàng.
Ngân hàng: {bankName}
Tên tài khoản: {accountName}
Số tài khoản: {accountNumber}
SWIFT: {swift}
Địa chỉ ngân hàng: {bankAddress}
Nội dung chuyển khoản: {number}

Chúng tôi sẽ chuẩn bị hàng ngay khi nhận được tiền cọc. Theo dõi đơn hàng tại đây: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  orderPaid: {
    subject: 'Đơn hàng {number}: đã nhận thanh toán',
    body: `Xin chào {name},

Chúng tôi đã nhận được khoản chuyển {amount} cho đơn hàng {number} vào ngày {paidOn}. Cảm ơn bạn: đơn hàng đã được thanh toán đủ và đội ngũ của chúng tôi đang chuẩn bị hàng.

Theo dõi đơn hàng tại đây: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  orderDepositPaid: {
    subject: 'Đơn hàng {number}: đã nhận tiền đặt cọc',
    body: `Xin chào {name},

Chúng tôi đã nhận được tiền đặt cọc {amount} cho đơn hàng {number} vào ngày {paidOn}. Đội ngũ của chúng tôi đang chuẩn bị đơn hàng.

Phần còn lại {balance} cần được thanh toán trước khi giao hàng, vào cùng tài khoản với nội dung {number}.

Theo dõi đơn hàng tại đây: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  orderBalancePaid: {
    subject: 'Đơn hàng {number}: đã nhận phần thanh toán còn lại',
    body: `Xin chào {name},

Chúng tôi đã nhận được phần còn lại {amount} cho đơn hàng {number} vào ngày {paidOn}. Đơn hàng đã được thanh toán đủ và sẽ được giao khi chuẩn bị xong.

Theo dõi đơn hàng tại đây: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  orderPreparing: {
    subject: 'Đơn hàng {number} đang được chuẩn bị',
    body: `Xin chào {name},

Trung tâm hoàn tất đơn hàng của chúng tôi đang lấy hàng và đóng gói đơn hàng {number} của bạn. Bạn sẽ nhận được e-mail kèm hóa đơn thương mại, phiếu đóng gói và mã vận đơn khi hàng được gửi đi.

Theo dõi đơn hàng tại đây: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  orderShipped: {
    subject: 'Đơn hàng {number} đã được gửi đi',
    body: `Xin chào {name},

Đơn hàng {number} của bạn đã được giao cho {carrier} vào ngày {shippedOn}: {cartons} thùng, mã vận đơn {trackingNumber}.
Theo dõi vận chuyển: {tracking}

Hóa đơn thương mại (CI) và phiếu đóng gói (PL) được đính kèm (PDF) để làm thủ tục hải quan.

Theo dõi đơn hàng tại đây: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  orderShipmentCorrected: {
    subject: 'Đơn hàng {number}: chứng từ giao hàng đã được điều chỉnh',
    body: `Xin chào {name},

Chúng tôi đã điều chỉnh thông tin giao hàng của đơn hàng {number}: {carrier}, gửi ngày {shippedOn}, {cartons} thùng, mã vận đơn {trackingNumber}.
Theo dõi vận chuyển: {tracking}

Hóa đơn thương mại và phiếu đóng gói đã điều chỉnh được đính kèm (PDF) và thay thế các bản trước.

Theo dõi đơn hàng tại đây: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  orderDelivered: {
    subject: 'Đơn hàng {number} đã được giao',
    body: `Xin chào {name},

Đơn hàng {number} của bạn đã được giao. Cảm ơn bạn đã giao dịch với Hive.

Chứng từ của đơn hàng vẫn được lưu tại đây, và bạn có thể đặt lại các sản phẩm này chỉ với một cú nhấp: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  orderCancelled: {
    subject: 'Đơn hàng {number} đã bị hủy',
    body: `Xin chào {name},

Đơn hàng {number} đã bị hủy. Đơn hàng này sẽ không bị tính tiền hay giao thêm.

Lý do: {reason}

Thông tin chi tiết vẫn được lưu tại đây: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  orderExpired: {
    subject: 'Đơn hàng {number} đã bị hủy: chưa thanh toán đúng hạn',
    body: `Xin chào {name},

Đơn hàng {number} cần được thanh toán trước ngày {payBy}. Chúng tôi chưa nhận được khoản chuyển đúng hạn, vì vậy đơn hàng đã bị hủy và hàng đã được giải phóng.

Nếu bạn vẫn muốn mua các sản phẩm này, bạn có thể đặt lại tại đây: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  restockAvailable: {
    subject: '{product} đã có hàng trở lại',
    body: `Xin chào,

Tin vui: {product} (SKU {sku}) đã có hàng trở lại. Bạn đã nhờ chúng tôi báo khi sản phẩm có lại.

Xem và đặt hàng tại đây trước khi hết:
{link}

Hive — thương hiệu Hàn Quốc, bán sỉ`,
  },
  supportSupplier: {
    subject: 'Chúng tôi đã nhận đơn đăng ký nhà cung cấp của bạn ({reference})',
    body: `Xin chào {name},

Cảm ơn bạn đã đăng ký bán {brand} qua Hive. Đội ngũ đối tác của chúng tôi xem xét mọi đơn đăng ký và trả lời trong vòng năm ngày làm việc, thường qua e-mail.

Mã tham chiếu của bạn: {reference}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  supportBrandRequest: {
    subject: 'Chúng tôi đã nhận yêu cầu của bạn về {brand} ({reference})',
    body: `Xin chào {name},

Cảm ơn bạn đã cho chúng tôi biết bạn đang tìm {brand}. Đội ngũ tìm nguồn hàng sẽ liên hệ với thương hiệu và trả lời bạn khi biết chúng tôi có thể cung cấp hay không.

Mã tham chiếu của bạn: {reference}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  supportContact: {
    subject: 'Chúng tôi đã nhận tin nhắn của bạn ({reference})',
    body: `Xin chào {name},

Cảm ơn bạn đã viết cho Hive về "{subject}". Một thành viên trong đội ngũ sẽ trả lời trong vòng hai ngày làm việc.

Mã tham chiếu của bạn: {reference}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  supportIssue: {
    subject: 'Chúng tôi đã nhận báo cáo sự cố của bạn ({reference})',
    body: `Xin chào,

Cảm ơn bạn đã báo cáo sự cố gặp phải trên Hive. Đội ngũ của chúng tôi xem xét mọi báo cáo; chúng tôi sẽ viết cho bạn nếu cần thêm thông tin hoặc khi sự cố đã được khắc phục.

Mã tham chiếu của bạn: {reference}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  supportReceived: {
    subject: 'Chúng tôi đã nhận yêu cầu của bạn ({reference})',
    body: `Xin chào,

Cảm ơn bạn đã liên hệ với Hive. Chúng tôi đã nhận yêu cầu của bạn và đội ngũ của chúng tôi sẽ xem xét.

Mã tham chiếu của bạn: {reference}

Nếu bạn không viết cho chúng tôi, có thể ai đó đã nhập nhầm địa chỉ của bạn: bạn có thể bỏ qua e-mail này.

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  chatUnreadReply: {
    subject: 'Bạn có một câu trả lời chưa đọc từ Hive',
    body: `Xin chào {name},

Đội ngũ của chúng tôi đã trả lời bạn trong khung chat và câu trả lời vẫn chưa được đọc:

{excerpt}

Đọc và trả lời tại đây:
{link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  claimReceived: {
    subject: 'Chúng tôi đã nhận khiếu nại về đơn hàng {number}',
    body: `Xin chào {name},

Chúng tôi đã nhận khiếu nại số {claim} về đơn hàng {number}. Đội ngũ của chúng tôi sẽ xem xét cùng với ảnh của bạn và trả lời trong vòng hai ngày làm việc.

Bạn có thể thêm ảnh và theo dõi khiếu nại tại đây: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  claimCreditNote: {
    subject: 'Khiếu nại về đơn hàng {number}: giấy báo có {creditNote}',
    body: `Xin chào {name},

Chúng tôi đã giải quyết khiếu nại số {claim} về đơn hàng {number} bằng một giấy báo có trị giá {amount}.

Lý do: {reason}

Giấy báo có {creditNote} được đính kèm (PDF). Số tiền này sẽ được trừ vào đơn hàng tiếp theo cùng loại tiền tệ khi chúng tôi xác nhận, trừ khi chúng tôi hoàn tiền cho bạn bằng chuyển khoản.

Theo dõi đơn hàng tại đây: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  claimReplacement: {
    subject: 'Khiếu nại về đơn hàng {number}: gửi hàng thay thế',
    body: `Xin chào {name},

Chúng tôi đã giải quyết khiếu nại số {claim} về đơn hàng {number}: chúng tôi sẽ gửi hàng thay thế cho bạn.

Lý do: {reason}

Theo dõi đơn hàng tại đây: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  claimRefused: {
    subject: 'Khiếu nại về đơn hàng {number} không được chấp nhận',
    body: `Xin chào {name},

Chúng tôi đã xem xét khiếu nại số {claim} về đơn hàng {number} và không thể chấp nhận.

Lý do: {reason}

Nếu bạn muốn bổ sung thông tin, hãy trả lời e-mail này hoặc nhắn cho chúng tôi trong khung chat. Đơn hàng: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  memberInvitation: {
    subject: '{inviter} mời bạn tham gia {company} trên Hive',
    body: `Xin chào {name},

{inviter} mời bạn mua hàng cho {company} trên Hive, chợ bán sỉ các thương hiệu Hàn Quốc, với vai trò {role}.

Chọn tên đăng nhập và mật khẩu của bạn tại đây (liên kết chỉ dùng một lần, đến {expires}):
{link}

Nếu bạn không chờ thư này, hãy bỏ qua: không có gì xảy ra nếu không có liên kết.

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  orderApprovalRequested: {
    subject: 'Đơn hàng {number} đang chờ bạn duyệt',
    body: `Xin chào,

{name} đã đặt đơn hàng {number} cho {company}: {total}, vượt hạn mức duyệt {limit}. Hàng đã được giữ; đơn đặt hàng (PO) được phát hành khi chủ sở hữu hoặc quản trị viên duyệt.

Sản phẩm: {count} · số đơn vị: {units}
{lines}

Hãy duyệt hoặc từ chối trước ngày {payBy}, nếu không đơn hàng sẽ bị hủy:
{link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
  webhookFailed: {
    subject: 'Một lần gửi webhook đã thất bại: {type}',
    body: `Xin chào,

Hive không thể gửi một sự kiện đến một webhook của bạn và đã ngừng thử lại.

Webhook: {url} (số {webhookId})
Sự kiện: {type} ({eventId})
Số lần thử: {attempts}
Phản hồi cuối cùng: {error}

Hãy kiểm tra rằng hệ thống của bạn truy cập được và trả lời bằng mã trạng thái 2xx, rồi gửi lại sự kiện từ bảng điều khiển (Webhooks, các lần gửi của nó).

Hive — Thương hiệu Hàn Quốc, bán sỉ`,
  },
};
