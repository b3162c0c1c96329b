import type { MailTexts } from './types.js';

export const es: MailTexts = {
  verification: {
    subject: 'Tu código de verificación de Hive: {code}',
    body: `Hola:

Tu código de verificación es {code}.
Introdúcelo en el formulario de registro en los próximos {minutes} minutos.

Si no has pedido este código, puedes ignorar este correo.

Hive — Marcas coreanas, al por mayor`,
  },
  approval: {
    subject: 'Tu cuenta de Hive ha sido aprobada',
    body: `Hola, {name}:

Buenas noticias: la cuenta de {company} ha sido aprobada.
Tu categoría es {grade} y tus precios están en {currency}.

Inicia sesión para ver tus precios y solicitar cotizaciones:
{link}

Hive — Marcas coreanas, al por mayor`,
  },
  rejection: {
    subject: 'Tu solicitud en Hive',
    body: `Hola, {name}:

Gracias por solicitar una cuenta en Hive para {company}. No hemos podido aprobar la solicitud.

Motivo: {reason}

Si crees que se trata de un error, responde a este correo o escribe a {support}.

Hive — Marcas coreanas, al por mayor`,
  },
  findId: {
    subject: 'Tu identificador de acceso a Hive',
    body: `Hola:

Has pedido el identificador de acceso de {company}: {loginIds}

Inicia sesión aquí: {link}

Si no lo has pedido, puedes ignorar este correo.

Hive — Marcas coreanas, al por mayor`,
  },
  passwordReset: {
    subject: 'Restablece tu contraseña de Hive',
    body: `Hola:

Alguien ha pedido restablecer la contraseña de la cuenta de Hive {loginId}.
Abre este enlace en los próximos {minutes} minutos para elegir una contraseña nueva (solo funciona una vez):
{link}

Si no lo has pedido, ignora este correo: tu contraseña no cambia.

Hive — Marcas coreanas, al por mayor`,
  },
  passwordChanged: {
    subject: 'Se ha cambiado tu contraseña de Hive',
    body: `Hola:

Se acaba de cambiar la contraseña de la cuenta de Hive {loginId} y se han cerrado todas las demás sesiones.

Si no has sido tú, restablece tu contraseña de inmediato: {link}

Hive — Marcas coreanas, al por mayor`,
  },
  withdrawConfirmation: {
    subject: 'Tu cuenta de Hive se ha cerrado',
    body: `Hola:

La cuenta de Hive {loginId} se ha cerrado como pediste. Tus datos personales se han borrado y el identificador de acceso no podrá volver a usarse.

Gracias por comerciar con nosotros.

Hive — Marcas coreanas, al por mayor`,
  },
  quotationRequested: {
    subject: 'Tu solicitud de cotización {number} se ha enviado',
    body: `Hola, {name}:

Hemos recibido la solicitud de cotización {number} de {company}.

Productos: {count} · unidades: {units} · total a tus precios: {total}
{lines}

Próximos pasos: nuestro equipo comprueba la disponibilidad y los precios y te responde con una oferta válida durante 30 días. Recibirás un correo electrónico cuando esté lista. Sigue la solicitud aquí:
{link}

Hive — Marcas coreanas, al por mayor`,
  },
  noMemberQuotation: {
    subject: 'Hemos recibido tu solicitud de cotización {number}',
    body: `Hola, {name}:

Gracias por la solicitud de cotización de {company}. Su número es {number}.

Productos ({count}), en paquetes de pedido mínimo × unidades por paquete = unidades:
{lines}

Próximos pasos: nuestro equipo comprueba la disponibilidad y los precios y te responde por correo electrónico con una cotización válida durante 30 días. Para aceptarla y hacer el pedido, tendrás que registrarte en Hive y que se apruebe tu cuenta.

Indica el número {number} siempre que nos escribas sobre esta solicitud.

Hive — Marcas coreanas, al por mayor`,
  },
  quotationOffer: {
    subject: 'Su cotización {number}: la oferta {version} está lista',
    body: `Hola, {name}:

Nuestro equipo ha respondido a su solicitud de cotización {number} con la versión {version} de la oferta.

Total: {total}
Válida hasta: {validUntil}
Incoterm: {incoterm} · plazo de entrega: {leadTime} días

Consulte la oferta, descargue su PDF, acéptela o pida cambios aquí:
{link}

Hive — Marcas coreanas, al por mayor`,
  },
  quotationOfferVisitor: {
    subject: 'Su cotización {number}: nuestra oferta',
    body: `Hola, {name}:

Gracias por la solicitud de cotización de {company}. Esta es nuestra oferta {number} (versión {version}).

{lines}

Total: {total}
Válida hasta: {validUntil}
Incoterm: {incoterm} · plazo de entrega: {leadTime} días

Para aceptar esta oferta y hacer el pedido, regístrese en Hive con esta dirección de correo e indique {number}; en cuanto su empresa sea aprobada, añadiremos la oferta a su cuenta:
{link}

Hive — Marcas coreanas, al por mayor`,
  },
  quotationAccepted: {
    subject: 'Ha aceptado la oferta de la cotización {number}',
    body: `Hola, {name}:

Gracias: ha aceptado la versión {version} de la oferta de la cotización {number}, por un total de {total}.
Nuestro equipo ya prepara su pedido y se pondrá en contacto con usted para los siguientes pasos.

Sígalo aquí: {link}

Hive — Marcas coreanas, al por mayor`,
  },
  quotationDeclined: {
    subject: 'Ha rechazado la oferta de la cotización {number}',
    body: `Hola, {name}:

Ha rechazado la oferta de la cotización {number}. No se hará nada más con ella.

Si cambia de opinión o necesita otros productos, puede solicitar una nueva cotización cuando quiera: {link}

Hive — Marcas coreanas, al por mayor`,
  },
  quotationNegotiating: {
    subject: 'Cotización {number}: hemos recibido su petición de cambios',
    body: `Hola, {name}:

Hemos recibido los cambios que pidió en la cotización {number}. Nuestro equipo le responderá con una nueva oferta.

Puede seguir la conversación aquí: {link}

Hive — Marcas coreanas, al por mayor`,
  },
  quotationExpired: {
    subject: 'La oferta de la cotización {number} ha caducado',
    body: `Hola, {name}:

La oferta de la cotización {number} era válida hasta el {validUntil} y ha caducado.

Si sigue interesado, pida una nueva oferta aquí: {link}

Hive — Marcas coreanas, al por mayor`,
  },
  quotationCancelled: {
    subject: 'La cotización {number} está cancelada',
    body: `Hola, {name}:

La cotización {number} está cancelada. No se hará nada más con ella.

Los detalles siguen disponibles aquí: {link}

Hive — Marcas coreanas, al por mayor`,
  },
  orderPlaced: {
    subject: 'Su pedido {number} está realizado',
    body: `Hola, {name}:

Gracias: hemos recibido el pedido {number} de {company}. Adjuntamos la orden de compra (PDF).

Productos: {count} · unidades: {units} · total: {total}
{lines}

Próximos pasos: nuestro equipo revisa el pedido y lo confirma con las condiciones de pago y la factura proforma, que indica la cuenta a la que transferir. Pague antes del {payBy}; de lo contrario, el pedido se cancela y sus productos se liberan. Siga el pedido aquí:
{link}

Hive — Marcas coreanas, al por mayor`,
  },
  orderEdited: {
    subject: 'El pedido {number} ha cambiado: revise la nueva orden de compra',
    body: `Hola, {name}:

Antes de confirmar su pedido {number}, nuestro equipo lo ha modificado.

Motivo: {reason}

El pedido suma ahora {total}:
{lines}

Adjuntamos la nueva orden de compra (PDF), que sustituye a la anterior. Si algo no es como espera, responda a este correo o escríbanos desde la página del pedido antes de que lo confirmemos:
{link}

Hive — Marcas coreanas, al por mayor`,
  },
  orderConfirmedAdvance: {
    subject: 'Su pedido {number} está confirmado: pague {total}',
    body: `Hola, {name}:

Hemos confirmado su pedido {number}. Adjuntamos la factura proforma (PDF).

Pago: el importe completo, {total}, por adelantado, antes del {payBy}.
Banco: {bankName}
Titular de la cuenta: {accountName}
Número de cuenta: {accountNumber}
SWIFT: {swift}
Dirección del banco: {bankAddress}
Referencia: {number}

Preparamos la mercancía en cuanto llegue la transferencia. Siga el pedido aquí: {link}

Hive — Marcas coreanas, al por mayor`,
  },
  orderConfirmedDeposit: {
    subject: 'Su pedido {number} está confirmado: pague el anticipo de {deposit}',
    body: `Hola, {name}:

Hemos confirmado su pedido {number} ({total}). Adjuntamos la factura proforma (PDF).

Pago: un anticipo del {percent} %, {deposit}, antes del {payBy}; el saldo, {balance}, antes del envío.
Banco: {bankName}
Titular de la cuenta: {accountName}
Número de cuenta: {accountNumber}
SWIFT: {swift}
Dirección del banco: {bankAddress}
Referencia: {number}

Preparamos la mercancía en cuanto llegue el anticipo. Siga el pedido aquí: {link}

Hive — Marcas coreanas, al por mayor`,
  },
  orderPaid: {
    subject: 'Pedido {number}: pago recibido',
    body: `Hola, {name}:

Hemos recibido su transferencia de {amount} para el pedido {number} el {paidOn}. Gracias: el pedido está pagado por completo y nuestro equipo ya lo está preparando.

Siga el pedido aquí: {link}

Hive — Marcas coreanas, al por mayor`,
  },
  orderDepositPaid: {
    subject: 'Pedido {number}: anticipo recibido',
    body: `Hola, {name}:

Hemos recibido su anticipo de {amount} para el pedido {number} el {paidOn}. Nuestro equipo ya está preparando el pedido.

El saldo, {balance}, debe pagarse antes del envío, a la misma cuenta y con la referencia {number}.

Siga el pedido aquí: {link}

Hive — Marcas coreanas, al por mayor`,
  },
  orderBalancePaid: {
    subject: 'Pedido {number}: saldo recibido',
    body: `Hola, {name}:

Hemos recibido el saldo de {amount} para el pedido {number} el {paidOn}. El pedido está pagado por completo y se enviará en cuanto esté preparado.

Siga el pedido aquí: {link}

Hive — Marcas coreanas, al por mayor`,
  },
  orderPreparing: {
    subject: 'El pedido {number} se está preparando',
    body: `Hola, {name}:

Nuestro centro logístico está recogiendo y embalando su pedido {number}. Recibirá un correo con la factura comercial, la lista de empaque y el número de seguimiento cuando se envíe.

Siga el pedido aquí: {link}

Hive — Marcas coreanas, al por mayor`,
  },
  orderShipped: {
    subject: 'El pedido {number} ha sido enviado',
    body: `Hola, {name}:

Su pedido {number} se entregó a {carrier} el {shippedOn}: {cartons} cajas, número de seguimiento {trackingNumber}.
Seguimiento: {tracking}

Adjuntamos la factura comercial y la lista de empaque (PDF) para la aduana.

Siga el pedido aquí: {link}

Hive — Marcas coreanas, al por mayor`,
  },
  orderShipmentCorrected: {
    subject: 'Pedido {number}: documentos de envío corregidos',
    body: `Hola, {name}:

Hemos corregido el envío de su pedido {number}: {carrier}, enviado el {shippedOn}, {cartons} cajas, número de seguimiento {trackingNumber}.
Seguimiento: {tracking}

Adjuntamos la factura comercial y la lista de empaque corregidas (PDF), que sustituyen a las anteriores.

Siga el pedido aquí: {link}

Hive — Marcas coreanas, al por mayor`,
  },
  orderDelivered: {
    subject: 'El pedido {number} ha sido entregado',
    body: `Hola, {name}:

Su pedido {number} ha sido entregado. Gracias por comprar en Hive.

Sus documentos siguen disponibles aquí, y puede volver a pedir los mismos productos con un clic: {link}

Hive — Marcas coreanas, al por mayor`,
  },
  orderCancelled: {
    subject: 'El pedido {number} está cancelado',
    body: `Hola, {name}:

El pedido {number} está cancelado. No se cobrará ni se enviará nada más por él.

Motivo: {reason}

Los detalles siguen disponibles aquí: {link}

Hive — Marcas coreanas, al por mayor`,
  },
  orderExpired: {
    subject: 'El pedido {number} está cancelado: no se pagó a tiempo',
    body: `Hola, {name}:

El pedido {number} debía pagarse antes del {payBy}. No recibimos la transferencia a tiempo, por lo que el pedido se ha cancelado y sus productos se han liberado.

Si todavía desea estos productos, puede volver a pedirlos aquí: {link}

Hive — Marcas coreanas, al por mayor`,
  },
  restockAvailable: {
    subject: '{product} vuelve a estar disponible',
    body: `Hola:

Buenas noticias: {product} (SKU {sku}) vuelve a estar disponible. Nos pidió que le avisáramos cuando volviera.

Véalo y pídalo aquí mientras haya existencias:
{link}

Hive — marcas coreanas al por mayor`,
  },
  supportSupplier: {
    subject: 'Hemos recibido su solicitud de proveedor ({reference})',
    body: `Hola, {name}:

Gracias por solicitar vender {brand} a través de Hive. Nuestro equipo de alianzas revisa cada solicitud y responde en un plazo de cinco días hábiles, normalmente por correo electrónico.

Su referencia: {reference}

Hive — Marcas coreanas, al por mayor`,
  },
  supportBrandRequest: {
    subject: 'Hemos recibido su solicitud de {brand} ({reference})',
    body: `Hola, {name}:

Gracias por decirnos que busca {brand}. Nuestro equipo de abastecimiento contactará con la marca y le escribirá cuando sepamos si podemos ofrecerla.

Su referencia: {reference}

Hive — Marcas coreanas, al por mayor`,
  },
  supportContact: {
    subject: 'Hemos recibido su mensaje ({reference})',
    body: `Hola, {name}:

Gracias por escribir a Hive sobre «{subject}». Una persona de nuestro equipo le responderá en un plazo de dos días hábiles.

Su referencia: {reference}

Hive — Marcas coreanas, al por mayor`,
  },
  supportIssue: {
    subject: 'Hemos recibido su informe de un problema ({reference})',
    body: `Hola:

Gracias por informarnos del problema que encontró en Hive. Nuestro equipo revisa cada informe; le escribiremos si necesitamos más detalles o cuando esté resuelto.

Su referencia: {reference}

Hive — Marcas coreanas, al por mayor`,
  },
  supportReceived: {
    subject: 'Hemos recibido su solicitud ({reference})',
    body: `Hola:

Gracias por ponerse en contacto con Hive. Hemos recibido su solicitud y nuestro equipo la revisará.

Su referencia: {reference}

Si usted no nos ha escrito, es posible que alguien haya escrito su dirección por error: puede ignorar este correo.

Hive — Marcas coreanas, al por mayor`,
  },
  chatUnreadReply: {
    subject: 'Tiene una respuesta sin leer de Hive',
    body: `Hola, {name}:

Nuestro equipo le respondió en el chat y la respuesta sigue sin leer:

{excerpt}

Léala y conteste aquí:
{link}

Hive — Marcas coreanas al por mayor`,
  },
  claimReceived: {
    subject: 'Hemos recibido su reclamación sobre el pedido {number}',
    body: `Hola, {name}:

Hemos recibido su reclamación n.º {claim} sobre el pedido {number}. Nuestro equipo la revisará junto con sus fotos y le responderá en un plazo de dos días hábiles.

Puede añadir fotos y seguir la reclamación aquí: {link}

Hive — Marcas coreanas, al por mayor`,
  },
  claimCreditNote: {
    subject: 'Su reclamación sobre el pedido {number}: nota de crédito {creditNote}',
    body: `Hola, {name}:

Hemos resuelto su reclamación n.º {claim} sobre el pedido {number} con una nota de crédito de {amount}.

Motivo: {reason}

Adjuntamos la nota de crédito {creditNote} (PDF). Se descontará de su próximo pedido en la misma moneda cuando lo confirmemos, salvo que se la reembolsemos por transferencia bancaria.

Siga el pedido aquí: {link}

Hive — Marcas coreanas, al por mayor`,
  },
  claimReplacement: {
    subject: 'Su reclamación sobre el pedido {number}: reposición',
    body: `Hola, {name}:

Hemos resuelto su reclamación n.º {claim} sobre el pedido {number}: le enviaremos mercancía de reposición.

Motivo: {reason}

Siga el pedido aquí: {link}

Hive — Marcas coreanas, al por mayor`,
  },
  claimRefused: {
    subject: 'Su reclamación sobre el pedido {number} no ha sido aceptada',
    body: `Hola, {name}:

Hemos revisado su reclamación n.º {claim} sobre el pedido {number} y no hemos podido aceptarla.

Motivo: {reason}

Si desea añadir algo, responda a este correo o escríbanos en el chat. El pedido: {link}

Hive — Marcas coreanas, al por mayor`,
  },
  memberInvitation: {
    subject: '{inviter} le invita a {company} en Hive',
    body: `Hola, {name}:

{inviter} le invita a comprar para {company} en Hive, el mercado mayorista de marcas coreanas, como {role}.

Elija aquí su ID de usuario y su contraseña (el enlace sirve una vez, hasta el {expires}):
{link}

Si no esperaba este mensaje, ignórelo: sin el enlace no ocurre nada.

Hive — Marcas coreanas, al por mayor`,
  },
  orderApprovalRequested: {
    subject: 'El pedido {number} espera su aprobación',
    body: `Hola:

{name} realizó el pedido {number} para {company}: {total}, por encima de su límite de aprobación de {limit}. Su stock está reservado; la orden de compra se emite cuando un propietario o un administrador lo aprueba.

Productos: {count} · unidades: {units}
{lines}

Apruébelo o recházelo antes del {payBy}, o se cancelará:
{link}

Hive — Marcas coreanas, al por mayor`,
  },
  webhookFailed: {
    subject: 'Falló un envío de webhook: {type}',
    body: `Hola:

Hive no pudo entregar un evento a uno de sus webhooks y ha dejado de reintentarlo.

Webhook: {url} (n.º {webhookId})
Evento: {type} ({eventId})
Intentos: {attempts}
Última respuesta: {error}

Compruebe que su sistema es accesible y responde con un estado 2xx; después, vuelva a enviar el evento desde la consola (Webhooks, sus envíos).

Hive — Marcas coreanas, al por mayor`,
  },
};
