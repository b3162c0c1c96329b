import type { MailTexts } from './types.js';

export const id: MailTexts = {
  verification: {
    subject: 'Kode verifikasi Hive Anda: {code}',
    body: `Halo,

Kode verifikasi Anda adalah {code}.
Masukkan kode ini pada formulir pendaftaran dalam {minutes} menit.

Jika Anda tidak meminta kode ini, abaikan saja e-mail ini.

Hive — Merek Korea, grosir`,
  },
  approval: {
    subject: 'Akun Hive Anda telah disetujui',
    body: `Halo {name},

Kabar baik: akun {company} telah disetujui.
Tingkat Anda adalah {grade} dan harga Anda dalam {currency}.

Masuk untuk melihat harga Anda dan meminta penawaran:
{link}

Hive — Merek Korea, grosir`,
  },
  rejection: {
    subject: 'Pendaftaran Hive Anda',
    body: `Halo {name},

Terima kasih telah mendaftar di Hive untuk {company}. Kami tidak dapat menyetujui pendaftaran ini.

Alasan: {reason}

Jika menurut Anda ini keliru, balas e-mail ini atau tulis ke {support}.

Hive — Merek Korea, grosir`,
  },
  findId: {
    subject: 'ID login Hive Anda',
    body: `Halo,

Anda meminta ID login {company}: {loginIds}

Masuk di sini: {link}

Jika Anda tidak memintanya, abaikan saja e-mail ini.

Hive — Merek Korea, grosir`,
  },
  passwordReset: {
    subject: 'Atur ulang kata sandi Hive Anda',
    body: `Halo,

Seseorang meminta pengaturan ulang kata sandi akun Hive {loginId}.
Buka tautan ini dalam {minutes} menit untuk memilih kata sandi baru (hanya berlaku sekali):
{link}

Jika Anda tidak memintanya, abaikan e-mail ini: kata sandi Anda tidak berubah.

Hive — Merek Korea, grosir`,
  },
  passwordChanged: {
    subject: 'Kata sandi Hive Anda telah diubah',
    body: `Halo,

Kata sandi akun Hive {loginId} baru saja diubah, dan semua sesi lainnya telah diakhiri.

Jika ini bukan Anda, segera atur ulang kata sandi Anda: {link}

Hive — Merek Korea, grosir`,
  },
  withdrawConfirmation: {
    subject: 'Akun Hive Anda telah ditutup',
    body: `Halo,

Akun Hive {loginId} telah ditutup sesuai permintaan Anda. Data pribadi Anda telah dihapus dan ID login ini tidak dapat digunakan lagi.

Terima kasih telah bertransaksi bersama kami.

Hive — Merek Korea, grosir`,
  },
  quotationRequested: {
    subject: 'Permintaan penawaran harga {number} Anda telah terkirim',
    body: `Halo {name},

Kami telah menerima permintaan penawaran harga {number} dari {company}.

Produk: {count} · unit: {units} · total dengan harga Anda: {total}
{lines}

Langkah berikutnya: tim kami memeriksa ketersediaan dan harga, lalu membalas dengan penawaran yang berlaku selama 30 hari. Anda akan menerima e-mail saat penawaran siap. Pantau permintaan Anda di sini:
{link}

Hive — Merek Korea, grosir`,
  },
  noMemberQuotation: {
    subject: 'Permintaan penawaran harga {number} telah kami terima',
    body: `Halo {name},

Terima kasih atas permintaan penawaran harga dari {company}. Nomornya adalah {number}.

Produk ({count}), dalam paket MOQ × unit per paket = unit:
{lines}

Langkah berikutnya: tim kami memeriksa ketersediaan dan harga, lalu membalas Anda melalui e-mail dengan penawaran harga yang berlaku selama 30 hari. Untuk menerimanya dan memesan, Anda perlu mendaftar akun Hive dan menunggu persetujuan.

Sebutkan nomor {number} setiap kali Anda menghubungi kami tentang permintaan ini.

Hive — Merek Korea, grosir`,
  },
  quotationOffer: {
    subject: 'Penawaran harga {number}: penawaran versi {version} sudah siap',
    body: `Halo {name},

Tim kami telah menjawab permintaan penawaran harga {number} dengan penawaran versi {version}.

Total: {total}
Berlaku hingga: {validUntil}
Incoterm: {incoterm} · waktu tunggu: {leadTime} hari

Baca penawarannya, unduh PDF-nya, terima, atau minta perubahan di sini:
{link}

Hive — Merek Korea, grosir`,
  },
  quotationOfferVisitor: {
    subject: 'Penawaran harga {number}: penawaran kami',
    body: `Halo {name},

Terima kasih atas permintaan penawaran harga dari {company}. Berikut penawaran kami {number} (versi {version}).

{lines}

Total: {total}
Berlaku hingga: {validUntil}
Incoterm: {incoterm} · waktu tunggu: {leadTime} hari

Untuk menerima penawaran ini dan memesan, daftarlah akun Hive dengan alamat e-mail ini dan sebutkan {number}; setelah perusahaan Anda disetujui, kami akan menautkan penawaran ini ke akun Anda:
{link}

Hive — Merek Korea, grosir`,
  },
  quotationAccepted: {
    subject: 'Anda telah menerima penawaran untuk {number}',
    body: `Halo {name},

Terima kasih: Anda telah menerima penawaran versi {version} untuk {number}, dengan total {total}.
Tim kami sedang menyiapkan pesanan Anda dan akan menghubungi Anda tentang langkah berikutnya.

Pantau di sini: {link}

Hive — Merek Korea, grosir`,
  },
  quotationDeclined: {
    subject: 'Anda telah menolak penawaran untuk {number}',
    body: `Halo {name},

Anda telah menolak penawaran untuk {number}. Penawaran ini tidak akan diproses lagi.

Jika Anda berubah pikiran atau membutuhkan produk lain, Anda dapat meminta penawaran harga baru kapan saja: {link}

Hive — Merek Korea, grosir`,
  },
  quotationNegotiating: {
    subject: '{number}: kami telah menerima permintaan perubahan Anda',
    body: `Halo {name},

Kami telah menerima perubahan yang Anda minta untuk {number}. Tim kami akan menjawab dengan penawaran baru.

Anda dapat mengikuti percakapannya di sini: {link}

Hive — Merek Korea, grosir`,
  },
  quotationExpired: {
    subject: 'Penawaran untuk {number} telah kedaluwarsa',
    body: `Halo {name},

Penawaran untuk {number} berlaku hingga {validUntil} dan kini telah kedaluwarsa.

Jika Anda masih berminat, mintalah penawaran baru di sini: {link}

Hive — Merek Korea, grosir`,
  },
  quotationCancelled: {
    subject: 'Penawaran harga {number} dibatalkan',
    body: `Halo {name},

Penawaran harga {number} dibatalkan dan tidak akan diproses lagi.

Rinciannya tetap tersedia di sini: {link}

Hive — Merek Korea, grosir`,
  },
  orderPlaced: {
    subject: 'Pesanan {number} Anda telah dibuat',
    body: `Halo {name},

Terima kasih: kami telah menerima pesanan {number} dari {company}. Purchase order (PO) terlampir (PDF).

Produk: {count} · unit: {units} · total: {total}
{lines}

Langkah berikutnya: tim kami memeriksa pesanan dan mengonfirmasinya dengan syarat pembayaran dan proforma invoice, yang mencantumkan rekening tujuan transfer. Harap bayar paling lambat {payBy}; jika tidak, pesanan dibatalkan dan produknya dilepas. Pantau pesanan di sini:
{link}

Hive — Merek Korea, grosir`,
  },
  orderEdited: {
    subject: 'Pesanan {number} diubah: silakan periksa pesanan pembelian yang baru',
    body: `Halo {name},

Sebelum mengonfirmasi pesanan {number}, tim kami mengubahnya.

Alasan: {reason}

Total pesanan sekarang {total}:
{lines}

Pesanan pembelian yang baru terlampir (PDF) dan menggantikan yang sebelumnya. Jika ada yang tidak sesuai harapan, balas e-mail ini atau tulis kepada kami dari halaman pesanan sebelum kami mengonfirmasinya:
{link}

Hive — Merek Korea, grosir`,
  },
  orderConfirmedAdvance: {
    subject: 'Pesanan {number} telah dikonfirmasi: harap bayar {total}',
    body: `Halo {name},

Kami telah mengonfirmasi pesanan {number} Anda. Proforma invoice terlampir (PDF).

Pembayaran: seluruh jumlah, {total}, di muka, paling lambat {payBy}.
Bank: {bankName}
Nama rekening: {accountName}
Nomor rekening: {accountNumber}
SWIFT: {swift}
Alamat bank: {bankAddress}
Referensi: {number}

Kami menyiapkan barang begitu transfer diterima. Pantau pesanan di sini: {link}

Hive — Merek Korea, grosir`,
  },
  orderConfirmedDeposit: {
    subject: 'Pesanan {number} telah dikonfirmasi: harap bayar uang muka {deposit}',
    body: `Halo {name},

Kami telah mengonfirmasi pesanan {number} Anda ({total}). Proforma invoice terlampir (PDF).

Pembayaran: uang muka {percent} %, {deposit}, paling lambat {payBy}; sisanya, {balance}, sebelum pengiriman.
Bank: {bankName}
Nama rekening: {accountName}
Nomor rekening: {accountNumber}
SWIFT: {swift}
Alamat bank: {bankAddress}
Referensi: {number}

Kami menyiapkan barang begitu uang muka diterima. Pantau pesanan di sini: {link}

Hive — Merek Korea, grosir`,
  },
  orderPaid: {
    subject: 'Pesanan {number}: pembayaran diterima',
    body: `Halo {name},

Kami telah menerima transfer Anda sebesar {amount} untuk pesanan {number} pada {paidOn}. Terima kasih: pesanan telah lunas dan tim kami sedang menyiapkannya.

Pantau pesanan di sini: {link}

Hive — Merek Korea, grosir`,
  },
  orderDepositPaid: {
    subject: 'Pesanan {number}: uang muka diterima',
    body: `Halo {name},

Kami telah menerima uang muka Anda sebesar {amount} untuk pesanan {number} pada {paidOn}. Tim kami sedang menyiapkan pesanan.

Sisa pembayaran, {balance}, harus dibayar sebelum pengiriman, ke rekening yang sama dengan referensi {number}.

Pantau pesanan di sini: {link}

Hive — Merek Korea, grosir`,
  },
  orderBalancePaid: {
    subject: 'Pesanan {number}: sisa pembayaran diterima',
    body: `Halo {name},

Kami telah menerima sisa pembayaran sebesar {amount} untuk pesanan {number} pada {paidOn}. Pesanan telah lunas dan siap dikirim setelah selesai disiapkan.

Pantau pesanan di sini: {link}

Hive — Merek Korea, grosir`,
  },
  orderPreparing: {
    subject: 'Pesanan {number} sedang disiapkan',
    body: `Halo {name},

Pusat fulfilment kami sedang mengambil dan mengemas pesanan {number} Anda. Anda akan menerima e-mail berisi commercial invoice, packing list, dan nomor pelacakan saat pesanan dikirim.

Pantau pesanan di sini: {link}

Hive — Merek Korea, grosir`,
  },
  orderShipped: {
    subject: 'Pesanan {number} telah dikirim',
    body: `Halo {name},

Pesanan {number} Anda telah diserahkan kepada {carrier} pada {shippedOn}: {cartons} karton, nomor pelacakan {trackingNumber}.
Lacak kiriman: {tracking}

Commercial invoice dan packing list terlampir (PDF) untuk keperluan bea cukai.

Pantau pesanan di sini: {link}

Hive — Merek Korea, grosir`,
  },
  orderShipmentCorrected: {
    subject: 'Pesanan {number}: dokumen pengiriman yang telah diperbaiki',
    body: `Halo {name},

Kami telah memperbaiki data pengiriman pesanan {number} Anda: {carrier}, dikirim pada {shippedOn}, {cartons} karton, nomor pelacakan {trackingNumber}.
Lacak kiriman: {tracking}

Commercial invoice dan packing list yang telah diperbaiki terlampir (PDF) dan menggantikan versi sebelumnya.

Pantau pesanan di sini: {link}

Hive — Merek Korea, grosir`,
  },
  orderDelivered: {
    subject: 'Pesanan {number} telah diterima',
    body: `Halo {name},

Pesanan {number} Anda telah diterima. Terima kasih telah berbelanja di Hive.

Dokumen pesanan tetap tersedia di sini, dan Anda dapat memesan produk yang sama lagi dengan satu klik: {link}

Hive — Merek Korea, grosir`,
  },
  orderCancelled: {
    subject: 'Pesanan {number} dibatalkan',
    body: `Halo {name},

Pesanan {number} dibatalkan. Tidak ada lagi tagihan atau pengiriman untuk pesanan ini.

Alasan: {reason}

Rinciannya tetap tersedia di sini: {link}

Hive — Merek Korea, grosir`,
  },
  orderExpired: {
    subject: 'Pesanan {number} dibatalkan: tidak dibayar tepat waktu',
    body: `Halo {name},

Pesanan {number} seharusnya dibayar paling lambat {payBy}. Kami tidak menerima transfer tepat waktu, sehingga pesanan dibatalkan dan produknya dilepas.

Jika Anda masih menginginkan produk ini, Anda dapat memesannya lagi di sini: {link}

Hive — Merek Korea, grosir`,
  },
  restockAvailable: {
    subject: '{product} tersedia kembali',
    body: `Halo,

Kabar baik: {product} (SKU {sku}) tersedia kembali. Anda meminta kami memberi tahu saat produk ini kembali.

Lihat dan pesan di sini selagi masih ada:
{link}

Hive — merek Korea, grosir`,
  },
  supportSupplier: {
    subject: 'Kami telah menerima pendaftaran pemasok Anda ({reference})',
    body: `Halo {name},

Terima kasih telah mendaftar untuk menjual {brand} melalui Hive. Tim kemitraan kami meninjau setiap pendaftaran dan menjawab dalam lima hari kerja, biasanya melalui e-mail.

Nomor referensi Anda: {reference}

Hive — Merek Korea, grosir`,
  },
  supportBrandRequest: {
    subject: 'Kami telah menerima permintaan Anda untuk {brand} ({reference})',
    body: `Halo {name},

Terima kasih telah memberi tahu kami bahwa Anda mencari {brand}. Tim pengadaan kami akan menghubungi merek tersebut dan membalas Anda setelah kami tahu apakah kami dapat menawarkannya.

Nomor referensi Anda: {reference}

Hive — Merek Korea, grosir`,
  },
  supportContact: {
    subject: 'Kami telah menerima pesan Anda ({reference})',
    body: `Halo {name},

Terima kasih telah menulis kepada Hive tentang "{subject}". Anggota tim kami akan menjawab dalam dua hari kerja.

Nomor referensi Anda: {reference}

Hive — Merek Korea, grosir`,
  },
  supportIssue: {
    subject: 'Kami telah menerima laporan masalah Anda ({reference})',
    body: `Halo,

Terima kasih telah melaporkan masalah yang Anda temui di Hive. Tim kami memeriksa setiap laporan; kami akan menulis kepada Anda jika membutuhkan detail lebih lanjut atau setelah masalahnya diperbaiki.

Nomor referensi Anda: {reference}

Hive — Merek Korea, grosir`,
  },
  supportReceived: {
    subject: 'Kami telah menerima permintaan Anda ({reference})',
    body: `Halo,

Terima kasih telah menghubungi Hive. Kami telah menerima permintaan Anda dan tim kami akan menindaklanjutinya.

Nomor referensi Anda: {reference}

Jika Anda tidak menulis kepada kami, mungkin seseorang keliru mengetik alamat Anda: Anda dapat mengabaikan e-mail ini.

Hive — Merek Korea, grosir`,
  },
  chatUnreadReply: {
    subject: 'Anda punya balasan yang belum dibaca dari Hive',
    body: `Halo {name},

Tim kami membalas Anda di obrolan dan balasannya belum dibaca:

{excerpt}

Baca dan balas di sini:
{link}

Hive — Merek Korea, grosir`,
  },
  claimReceived: {
    subject: 'Kami telah menerima klaim Anda untuk pesanan {number}',
    body: `Halo {name},

Kami telah menerima klaim no. {claim} untuk pesanan {number}. Tim kami akan memeriksanya beserta foto Anda dan menjawab dalam dua hari kerja.

Anda dapat menambahkan foto dan memantau klaim di sini: {link}

Hive — Merek Korea, grosir`,
  },
  claimCreditNote: {
    subject: 'Klaim Anda untuk pesanan {number}: nota kredit {creditNote}',
    body: `Halo {name},

Kami telah menyelesaikan klaim no. {claim} untuk pesanan {number} dengan nota kredit sebesar {amount}.

Alasan: {reason}

Nota kredit {creditNote} terlampir (PDF). Jumlahnya akan dipotong dari pesanan Anda berikutnya dalam mata uang yang sama saat kami mengonfirmasinya, kecuali kami mengembalikannya melalui transfer bank.

Pantau pesanan di sini: {link}

Hive — Merek Korea, grosir`,
  },
  claimReplacement: {
    subject: 'Klaim Anda untuk pesanan {number}: barang pengganti',
    body: `Halo {name},

Kami telah menyelesaikan klaim no. {claim} untuk pesanan {number}: kami akan mengirimkan barang pengganti kepada Anda.

Alasan: {reason}

Pantau pesanan di sini: {link}

Hive — Merek Korea, grosir`,
  },
  claimRefused: {
    subject: 'Klaim Anda untuk pesanan {number} tidak diterima',
    body: `Halo {name},

Kami telah memeriksa klaim no. {claim} untuk pesanan {number} dan tidak dapat menerimanya.

Alasan: {reason}

Jika ada yang ingin Anda sampaikan, balas e-mail ini atau tulis kepada kami di chat. Pesanan: {link}

Hive — Merek Korea, grosir`,
  },
  memberInvitation: {
    subject: '{inviter} mengundang Anda ke {company} di Hive',
    body: `Halo {name},

{inviter} mengundang Anda untuk berbelanja bagi {company} di Hive, pasar grosir merek Korea, sebagai {role}.

Pilih ID login dan kata sandi Anda di sini (tautan hanya berlaku sekali, sampai {expires}):
{link}

Jika Anda tidak mengharapkan e-mail ini, abaikan saja: tidak ada yang terjadi tanpa tautan.

Hive — Merek Korea, grosir`,
  },
  orderApprovalRequested: {
    subject: 'Pesanan {number} menunggu persetujuan Anda',
    body: `Halo,

{name} membuat pesanan {number} untuk {company}: {total}, di atas batas persetujuan {limit}. Stoknya ditahan; pesanan pembelian (PO) diterbitkan setelah pemilik atau admin menyetujuinya.

Produk: {count} · unit: {units}
{lines}

Setujui atau tolak sebelum {payBy}, atau pesanan dibatalkan:
{link}

Hive — Merek Korea, grosir`,
  },
  webhookFailed: {
    subject: 'Pengiriman webhook gagal: {type}',
    body: `Halo,

Hive tidak dapat mengirim sebuah peristiwa ke salah satu webhook Anda dan telah berhenti mencobanya lagi.

Webhook: {url} (no. {webhookId})
Peristiwa: {type} ({eventId})
Percobaan: {attempts}
Jawaban terakhir: {error}

Pastikan sistem Anda dapat dijangkau dan menjawab dengan status 2xx, lalu kirim ulang peristiwa itu dari konsol (Webhook, pengirimannya).

Hive — Merek Korea, grosir`,
  },
};
