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
};
