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
};
