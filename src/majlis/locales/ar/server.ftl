### The pages the server writes itself, where no script runs: an error page for an address with nothing at it.

error-404-title = لا شيء هنا
error-404 = لا توجد صفحة على هذا العنوان.
error-405-title = غير مسموح
error-405 = هذا العنوان لا يجيب على هذا النوع من الطلبات.
error-413-title = أكبر من المسموح
error-413 = الطلب أكبر مما يقبله الخادم.
error-title = حدث خطأ
error = تعذّر على الخادم إجابة هذا الطلب.
error-back = العودة إلى الطاولات
