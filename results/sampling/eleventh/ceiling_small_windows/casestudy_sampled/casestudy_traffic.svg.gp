set terminal svg size 900,420 dynamic
set output '/work/s11/cs_ceiling2/casestudy_sampled/casestudy_traffic.svg'
set title "Cross-GPU traffic"
set ylabel "bytes (log scale; 0 not drawn)"
set style data histogram
set style histogram cluster gap 1
set style fill solid 0.85 border -1
set boxwidth 0.9
set key top left
set grid ytics
set yrange [1:*]
set datafile missing 'NaN'
set logscale y
plot '/work/s11/cs_ceiling2/casestudy_sampled/casestudy_traffic.svg.dat' using 2:xtic(1) title columnheader(2) lc rgb '#ed7d31', '' using 3 title columnheader(3) lc rgb '#4472c4'
